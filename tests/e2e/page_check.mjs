// Drives groundcheck's human page in Debian's headless Chromium and prints what it saw as JSON.
// usage: node page_check.mjs BASE_URL SCREENSHOT_DIR API_KEY
import { chromium } from "playwright-core";

const [baseUrl, shotDir, apiKey] = process.argv.slice(2);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const ANSWER = [
  "# Eiffel Tower",
  "",
  "Hello! The Eiffel Tower was completed in 1889 for the World's Fair.",
  "",
  "- It is 330 metres tall.",
  "- It was painted blue by Napoleon.",
  "",
  "The tower was completed in 1925.",
].join("\n");
const SOURCES = [
  "The Eiffel Tower was built for the 1889 World's Fair in Paris and completed in March 1889.",
  "---",
  "It is 330 metres (1,083 ft) tall, including antennas. The tower is made of wrought iron.",
].join("\n");

async function sentencesOf(page) {
  return page.$$eval("#highlighted [data-verdict]", (els) => els.map((e) => ({ text: e.textContent, verdict: e.dataset.verdict })));
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
const out = {};
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
  const consoleErrors = [];
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });

  await page.goto(baseUrl + "/");
  await page.fill("#answer", ANSWER);
  await page.fill("#sources", SOURCES);
  await page.fill("#api-key", apiKey);
  await page.click("#submit");
  await page.waitForSelector("#result:not([hidden])", { timeout: 30000 });
  out.keyed = {
    label: await page.textContent("#score-label"),
    scoreText: await page.textContent("#score-text"),
    sentences: await sentencesOf(page),
  };
  await page.hover("#highlighted mark[data-verdict='contradicted']");
  await page.waitForSelector("#evidence:not([hidden])");
  out.keyed.evidence = await page.textContent("#evidence");
  await page.screenshot({ path: `${shotDir}/page-keyed.png`, fullPage: true });

  const payerEnabled = await page.isEnabled("#payer-option input");
  out.payerEnabled = payerEnabled;
  if (payerEnabled) {
    await page.check("input[name=mode][value=claim]");
    await page.fill("#claim", "The Eiffel Tower is 330 metres tall.");
    await page.fill("#context", "It is 330 metres (1,083 ft) tall, including antennas.");
    await page.check("#payer-option input");
    await page.click("#submit");
    await page.waitForFunction(() => !document.querySelector("#result").hidden && document.querySelector("#payment").textContent, null, { timeout: 60000 });
    out.paid = {
      label: await page.textContent("#score-label"),
      payment: await page.textContent("#payment"),
      sentences: await sentencesOf(page),
    };
    await page.screenshot({ path: `${shotDir}/page-paid.png`, fullPage: true });
  }

  await page.goto(baseUrl + "/docs");
  await page.waitForSelector(".op");
  out.docsOperations = await page.$$eval(".op h2", (els) => els.map((e) => e.textContent));
  out.consoleErrors = consoleErrors;
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
