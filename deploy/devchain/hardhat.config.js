// Hardhat config for the groundcheck LOCAL devchain (`hardhat node` only).
// No `solidity` section is used for compiling: contracts are compiled offline by compile.js with
// solc-js, so Hardhat never downloads a compiler. The chain id comes from the environment
// (GROUNDCHECK_DEVCHAIN_CHAIN_ID, default 31337); tests also run it as 84532 so the published x402
// v1 client (which only knows named networks) can sign for it. Such a chain is still local.
const chainId = Number.parseInt(process.env.GROUNDCHECK_DEVCHAIN_CHAIN_ID || "31337", 10);
if (!Number.isInteger(chainId) || chainId <= 0) {
  throw new Error(`GROUNDCHECK_DEVCHAIN_CHAIN_ID must be a positive integer, got ${process.env.GROUNDCHECK_DEVCHAIN_CHAIN_ID}`);
}

/** @type {import("hardhat/config").HardhatUserConfig} */
module.exports = {
  defaultNetwork: "hardhat",
  paths: {
    // Keep Hardhat away from contracts/ (compile.js owns compilation) and out of the repo tree.
    sources: "./hardhat-no-sources",
    cache: "./cache",
    artifacts: "./artifacts",
  },
  networks: {
    hardhat: {
      chainId,
      // Default test mnemonic ("test test ... junk"): well-known, test-only accounts.
      mining: { auto: true, interval: 0 },
      // Automine makes one block per transaction. Without this, every block would be at least
      // 1 s after the previous one and chain time would run ahead of wall-clock time by one
      // second per transaction, so EIP-3009 validBefore windows (now + maxTimeoutSeconds)
      // would expire on chain early in busy test sessions.
      allowBlocksWithSameTimestamp: true,
      loggingEnabled: process.env.GROUNDCHECK_DEVCHAIN_VERBOSE === "1",
    },
  },
};
