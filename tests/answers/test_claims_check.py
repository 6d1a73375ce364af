"""POST /claims/check and GET /claims/check/{session} through the gateway (real Redis, real workers)."""

from __future__ import annotations

ROUTE = "/claims/check"

MANUAL = ("The FST-2XT runs on 230 volts. It weighs 4 kg.\n\nThe FST-2XT was launched in 2021. "
          "Its housing is made of stainless steel.")
ANSWER = """Sure! Here's what the manual says.

# FST-2XT
The FST-2XT runs on 230 volts and weighs 4 kg.

- It was launched in 2019.
- Its housing is made of stainless steel.

1. Plug it in.
2. The device has a built-in GPS receiver.

```bash
echo "The FST-2XT runs on 110 volts."
```

| spec | value |
|------|-------|
| volts | 110 |

I hope this helps!"""


async def _post(client, key: str, body: dict):
    return await client.post(ROUTE, json=body, headers={"x-api-key": key})


async def test_seed_example_and_a_markdown_answer(client, new_key) -> None:
    key = await new_key()
    # seed 003's minimal call: one source with nothing but content; the opinion is not checked
    r = await _post(client, key, {"answer": "Die FST-2XT arbeitet mit 230 Volt. Ich finde das Gerät toll.",
                                  "sources": [{"content": "Die FST-2XT arbeitet mit 230 Volt."}]})
    assert r.status == 200, await r.text()
    body = await r.json()
    s1, s2 = body["sentences"]
    assert (s1["state"], s1["verdict"], s2["state"], s2["reason"]) == (
        "checked", "supported", "not_checked", "no_verifiable_content")
    assert body["score"]["label"] == "ok" and body["score"]["unsupportedShare"] == 0.0 and body["status"] == "ok"
    assert body["claims"][0]["evidence"][0] == {"sourceId": "source-1", "sourceName": None, "start": 0, "end": 34,
                                                "quote": "Die FST-2XT arbeitet mit 230 Volt."}

    r = await _post(client, key, {"answer": ANSWER, "sources": [
        {"id": "intro", "name": "Intro", "content": "Unrelated text about the weather today."},
        {"id": "man", "name": "Manual", "content": MANUAL}]})
    body = await r.json()
    sents = body["sentences"]
    for s in sents:
        assert ANSWER[s["start"]:s["end"]] == s["text"]
    assert [(s["text"], s["state"], s["reason"]) for s in sents] == [
        ("Sure!", "not_checked", "greeting"),
        ("Here's what the manual says.", "not_checked", "meta"),
        ("The FST-2XT runs on 230 volts and weighs 4 kg.", "checked", None),
        ("It was launched in 2019.", "checked", None),
        ("Its housing is made of stainless steel.", "checked", None),
        ("Plug it in.", "not_checked", "no_verifiable_content"),
        ("The device has a built-in GPS receiver.", "checked", None),
        ("I hope this helps!", "not_checked", "meta"),
    ]
    assert sents[2]["headings"] == ["FST-2XT"] and sents[3]["listItem"] and sents[6]["listItem"]
    assert ANSWER[sents[3]["start"] - 2:sents[3]["start"]] == "- "
    claims = {c["text"]: c for c in body["claims"]}
    assert list(claims) == ["The FST-2XT runs on 230 volts.", "The FST-2XT weighs 4 kg.",
                            "The FST-2XT was launched in 2019.", "The FST-2XT's housing is made of stainless steel.",
                            "The device has a built-in GPS receiver."]
    assert [c["verdict"] for c in claims.values()] == ["supported", "supported", "contradicted", "supported",
                                                       "unsupported"]
    for claim in body["claims"]:
        assert claim["rationale"]
        for ev in claim["evidence"]:
            assert ev["sourceId"] == "man" and ev["sourceName"] == "Manual"
            assert MANUAL[ev["start"]:ev["end"]] == ev["quote"]  # offsets within that source
    assert "2021" in claims["The FST-2XT was launched in 2019."]["rationale"]
    assert body["counts"] == {"sentences": 8, "checkedSentences": 4, "notCheckedSentences": 4, "claims": 5,
                              "supported": 3, "contradicted": 1, "unsupported": 1}
    assert body["score"] == {"unsupportedShare": 0.4, "label": "warn", "thresholds": {"warn": 0.2, "alert": 0.5}}
    assert body["status"] == "ok" and body["notes"] == [] and body["limits"]["truncated"] is False
    assert body["engine"].startswith("groundcheck-lexical")


async def test_not_applicable_scores(client, new_key) -> None:
    key = await new_key()
    r = await _post(client, key, {"answer": "Hi there! I hope this helps.", "sources": [{"content": MANUAL}]})
    body = await r.json()
    assert body["score"]["label"] == "n/a" and body["score"]["unsupportedShare"] is None
    assert body["counts"]["claims"] == 0 and body["status"] == "ok"
    assert [s["reason"] for s in body["sentences"]] == ["greeting", "meta"]

    for sources in ([], [{"content": "   "}, {"id": "x", "content": "\n"}]):
        r = await _post(client, key, {"answer": "The FST-2XT runs on 230 volts.", "sources": sources})
        body = await r.json()
        assert body["claims"][0]["verdict"] == "unsupported"
        assert body["score"]["label"] == "n/a" and body["score"]["unsupportedShare"] is None
        assert body["status"] == "partial" and "No usable source" in body["notes"][0]


async def test_thresholds(client, new_key) -> None:
    key = await new_key()
    answer = "The FST-2XT runs on 230 volts. The FST-2XT has a built-in GPS receiver."  # share 0.5
    src = [{"content": MANUAL}]
    for thresholds, label in (({}, "alert"), ({"warn": 0.5, "alert": 0.6}, "warn"), ({"warn": 0.6, "alert": 0.9}, "ok"),
                              ({"warn": 0.5, "alert": 0.5}, "alert"), ({"alert": 0.7}, "warn")):
        r = await _post(client, key, {"answer": answer, "sources": src, "options": {"thresholds": thresholds}})
        body = await r.json()
        assert (body["score"]["unsupportedShare"], body["score"]["label"]) == (0.5, label), thresholds
    for thresholds in ({"warn": 0.6, "alert": 0.4}, {"warn": 0.7}):  # the second: default alert is 0.5
        r = await _post(client, key, {"answer": answer, "sources": src, "options": {"thresholds": thresholds}})
        assert r.status == 400
        assert "must not exceed alert" in (await r.json())["error"]
    r = await _post(client, key, {"answer": answer, "options": {"thresholds": {"warn": 1.5}}})
    assert r.status == 422


async def test_caps_truncation_and_payload_limits(make_client, new_key) -> None:
    client = await make_client(claims_max_sentences=3, claims_source_read_chars=60, claims_max_answer_chars=2000,
                               claims_max_sources=5, claims_max_source_chars=1000)
    key = await new_key()
    answer = " ".join(f"The FST-2XT has feature number {i}." for i in range(1, 6))
    r = await _post(client, key, {"answer": answer, "options": {"caps": {"maxSentences": 5000}},
                                  "sources": [{"content": "The FST-2XT has feature number 1. " * 3}]})
    body = await r.json()
    assert body["limits"]["maxSentences"] == 3  # clamped, never raised
    assert body["limits"]["sentencesSkipped"] == 2 and body["limits"]["truncated"] is True
    assert [s["reason"] for s in body["sentences"][3:]] == ["cap_exceeded", "cap_exceeded"]
    assert body["status"] == "partial" and "maxSentences" in body["notes"][0]

    r = await _post(client, key, {"answer": answer, "options": {"caps": {"maxSentences": 2, "maxClaims": 1}},
                                  "sources": [{"content": "x"}]})
    body = await r.json()
    assert (body["limits"]["maxSentences"], body["limits"]["maxClaims"]) == (2, 1)
    assert body["counts"]["claims"] == 1 and body["limits"]["sentencesSkipped"] == 4

    tail = "Filler words without facts here. " * 2 + "The FST-2XT has a built-in GPS receiver."
    sources = [{"id": f"s{i}", "name": f"Doc {i}", "content": tail} for i in range(3)]
    sources += [{"id": "s3", "content": tail}, {"id": "short", "content": "The FST-2XT runs on 230 volts."}]
    r = await _post(client, key, {"answer": "The FST-2XT has a built-in GPS receiver.", "sources": sources})
    body = await r.json()
    assert body["claims"][0]["verdict"] == "unsupported"  # the support sits in the unread tail
    assert body["status"] == "partial" and body["limits"]["truncated"] is True
    dropped = len(tail) - 60
    assert body["limits"]["truncatedSources"] == [
        {"id": f"s{i}", "name": f"Doc {i}", "droppedChars": dropped} for i in range(3)] + [
        {"id": "s3", "name": None, "droppedChars": dropped}]
    assert ("4 source(s) were cut at 60 characters (Doc 0, Doc 1, Doc 2 and 1 more); "
            f"{4 * dropped} characters were not read") in body["notes"][0]

    for payload, what in (({"answer": "x" * 2001}, "answer characters"),
                          ({"answer": "ok", "sources": [{"content": "a"}] * 6}, "sources"),
                          ({"answer": "ok", "sources": [{"content": "a" * 600}] * 2}, "source characters")):
        r = await _post(client, key, payload)
        assert r.status == 413 and what in (await r.json())["error"]
    r = await _post(client, key, {"answer": "ok", "model": "gpt-x"})
    assert r.status == 403 and "super-admin" in (await r.json())["error"]
    r = await _post(client, key, {"answer": "ok", "agent": "a"})
    assert r.status == 422


async def test_stored_checks_repeat_free_and_scoped_to_the_caller(client, new_key) -> None:
    alice, bob = await new_key(name="alice", rate="100/day"), await new_key(name="bob")
    req = {"answer": "The FST-2XT runs on 230 volts.", "sources": [{"content": MANUAL}], "session": "sess-1",
           "messageId": "m1"}
    r1 = await _post(client, alice, req)
    first = await r1.json()
    assert first["session"] == "sess-1" and first["messageId"] == "m1" and "_store" not in first
    r2 = await _post(client, alice, req)
    assert await r2.json() == first  # the stored result, unchanged (same checkedAt): nothing ran again
    assert int(r1.headers["RateLimit-Remaining"]) - int(r2.headers["RateLimit-Remaining"]) == 1
    r = await _post(client, alice, {**req, "answer": "The FST-2XT runs on 110 volts."})
    assert r.status == 409
    await _post(client, alice, {**req, "messageId": "m2", "answer": "The FST-2XT weighs 4 kg."})
    await _post(client, alice, {**req, "session": None, "messageId": None})  # not stored

    r = await client.get("/claims/check/sess-1", headers={"x-api-key": alice})
    assert r.status == 200
    stored = await r.json()
    assert stored["session"] == "sess-1" and sorted(stored["checks"]) == ["m1", "m2"]
    assert stored["checks"]["m1"] == first

    r = await client.get("/claims/check/sess-1", headers={"x-api-key": bob})
    assert r.status == 404  # another caller's session looks exactly like an unknown one
    r = await _post(client, bob, req)  # bob's own check under the same ids is his, run fresh
    assert (await r.json())["checkedAt"] != first["checkedAt"]
    assert (await client.get("/claims/check/nope", headers={"x-api-key": alice})).status == 404
    assert (await client.get("/claims/check/sess-1")).status == 401
    assert (await client.post(ROUTE, json=req)).status == 401  # keyless, payments off
