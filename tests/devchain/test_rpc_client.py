"""The devchain's web3 client survives a node resetting a pooled connection, as Hardhat does to idle keep-alives."""

from __future__ import annotations

import json
import socket
import struct
import threading
from collections.abc import Iterator

import pytest
import requests
from web3 import Web3

from tests.chain_fixtures import rpc_client


class ResettingNode:
    """A loopback JSON-RPC server that resets its first ``resets`` connections after reading the request, then
    answers every request with ``result`` (one request per connection, like a closed keep-alive)."""

    def __init__(self, resets: int, result: str = "0x14a34") -> None:
        self.resets, self.result, self.methods = resets, result, []
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                request = self._read_request(conn)
                self.methods.append(request["method"])
                if self.resets > 0:
                    self.resets -= 1
                    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close = RST
                    continue
                body = json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": self.result}).encode()
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n"
                             b"Content-Length: %d\r\n\r\n%s" % (len(body), body))

    @staticmethod
    def _read_request(conn: socket.socket) -> dict:
        data = b""
        while b"\r\n\r\n" not in data:
            data += conn.recv(65536)
        head, body = data.split(b"\r\n\r\n", 1)
        headers = dict(line.lower().split(b":", 1) for line in head.split(b"\r\n")[1:])
        length = int(headers[b"content-length"])
        while len(body) < length:
            body += conn.recv(65536)
        return json.loads(body)

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def node_resetting_twice() -> Iterator[ResettingNode]:
    node = ResettingNode(resets=2)
    yield node
    node.close()


def test_a_read_is_retried_after_the_node_resets_the_connection(node_resetting_twice: ResettingNode) -> None:
    assert rpc_client(node_resetting_twice.url, timeout=5).eth.chain_id == 0x14A34
    assert node_resetting_twice.methods == ["eth_chainId"] * 3


def test_web3s_default_client_lets_the_reset_through(node_resetting_twice: ResettingNode) -> None:
    """Why the devchain has its own client: web3's default retry does not catch requests' ConnectionError."""
    with pytest.raises(requests.ConnectionError):
        Web3(Web3.HTTPProvider(node_resetting_twice.url, request_kwargs={"timeout": 5})).eth.chain_id  # noqa: B018
    assert node_resetting_twice.methods == ["eth_chainId"]


def test_a_send_is_never_retried(node_resetting_twice: ResettingNode) -> None:
    """A reset send may have reached the node: sending it again could move funds twice."""
    w3 = rpc_client(node_resetting_twice.url, timeout=5)
    with pytest.raises(requests.ConnectionError):
        w3.provider.make_request("eth_sendTransaction", [{"from": "0x" + "11" * 20, "to": "0x" + "22" * 20}])
    assert node_resetting_twice.methods == ["eth_sendTransaction"]
