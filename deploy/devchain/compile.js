#!/usr/bin/env node
// Compile contracts/GroundcheckUSD.sol offline with the pinned solc-js (npm "solc"), writing
// build/GroundcheckUSD.json = {contractName, abi, bytecode, deployedBytecode, compiler, sourceSha256}.
// No compiler download: solc-js ships the compiler as wasm inside node_modules.
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const solc = require("solc");

const HERE = __dirname;
const CONTRACT = "GroundcheckUSD";
const SOURCE_PATH = path.join(HERE, "contracts", `${CONTRACT}.sol`);
const OUT_DIR = path.join(HERE, "build");
const OUT_PATH = path.join(OUT_DIR, `${CONTRACT}.json`);

function main() {
  const source = fs.readFileSync(SOURCE_PATH, "utf8");
  const input = {
    language: "Solidity",
    sources: { [`${CONTRACT}.sol`]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: "cancun",
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
    },
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: () => ({ error: "imports are not supported (offline, single-file build)" }),
    }),
  );
  const errors = (output.errors || []).filter((e) => e.severity === "error");
  for (const e of output.errors || []) process.stderr.write(e.formattedMessage + "\n");
  if (errors.length) process.exit(1);

  const c = output.contracts[`${CONTRACT}.sol`][CONTRACT];
  const artifact = {
    contractName: CONTRACT,
    abi: c.abi,
    bytecode: "0x" + c.evm.bytecode.object,
    deployedBytecode: "0x" + c.evm.deployedBytecode.object,
    compiler: `solc-js ${solc.version()}`,
    sourceSha256: crypto.createHash("sha256").update(source).digest("hex"),
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const tmp = OUT_PATH + ".tmp";
  fs.writeFileSync(tmp, JSON.stringify(artifact, null, 2) + "\n");
  fs.renameSync(tmp, OUT_PATH);
  process.stdout.write(`compiled ${CONTRACT} with ${artifact.compiler} -> ${path.relative(process.cwd(), OUT_PATH)}\n`);
}

main();
