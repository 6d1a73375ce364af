// groundcheck human page: plain JS, no build step. Every piece of user or API text goes through
// textContent, never innerHTML.
"use strict";

const $ = (id) => document.getElementById(id);
let status = null;

function show(el, visible) { el.hidden = !visible; }

function fail(message) {
  $("error").textContent = message;
  show($("error"), true);
}

async function loadStatus() {
  try {
    status = await (await fetch("/v1/status")).json();
  } catch (e) {
    status = null;
  }
  const payer = status && status.payments && status.payments.enabled && status.demo_payer;
  $("payer-option").querySelector("input").disabled = !payer;
  $("payer-note").textContent = payer
    ? `Pays with the local test payer: ${status.payments.base_fee} + ${status.payments.price_per_claim.grounded} per claim (atomic units of ${status.payments.asset_name}).`
    : "Test payer mode needs the local devchain (make run).";
  show($("payer-note"), true);
}

function mode() { return document.querySelector("input[name=mode]:checked").value; }
function authMode() { return document.querySelector("input[name=auth]:checked").value; }

function splitSources(text) {
  return text.split(/^\s*---\s*$/m).map((s) => s.trim()).filter(Boolean)
    .map((content, i) => ({ id: `source-${i + 1}`, name: `Source ${i + 1}`, content }));
}

function buildRequest() {
  if (mode() === "answer") {
    return { path: "/claims/check", body: { answer: $("answer").value, sources: splitSources($("sources").value) } };
  }
  return { path: "/check", body: { claim: $("claim").value, context: $("context").value } };
}

async function postJson(path, body, headers) {
  const resp = await fetch(path, {
    method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body),
  });
  let data = null;
  try { data = await resp.json(); } catch (e) { data = null; }
  return { resp, data };
}

async function payAndPost(path, body) {
  const first = await postJson(path, body, {});
  if (first.resp.status !== 402) return first;
  const required = first.resp.headers.get("PAYMENT-REQUIRED");
  if (!required) throw new Error("the 402 carried no PAYMENT-REQUIRED header");
  const signed = await postJson("/demo/x402/sign", { paymentRequired: required }, {});
  if (!signed.resp.ok) throw new Error((signed.data && signed.data.error) || "the test payer could not sign");
  return postJson(path, body, { [signed.data.header]: signed.data.value });
}

function settlementNote(resp) {
  const raw = resp.headers.get("PAYMENT-RESPONSE") || resp.headers.get("X-PAYMENT-RESPONSE");
  if (!raw) return "";
  try {
    const settle = JSON.parse(atob(raw));
    return settle.success ? `paid · tx ${settle.transaction.slice(0, 10)}…` : `payment: ${settle.errorReason}`;
  } catch (e) {
    return "";
  }
}

function showEvidence(title, items) {
  const box = $("evidence");
  box.replaceChildren();
  const h = document.createElement("h3");
  h.textContent = title;
  box.append(h);
  for (const item of items) {
    const p = document.createElement("p");
    const verdict = document.createElement("mark");
    verdict.className = `v-${item.verdict}`;
    verdict.textContent = item.verdict;
    p.append(verdict, ` ${item.text}`);
    box.append(p);
    if (item.rationale) {
      const r = document.createElement("p");
      r.className = "note";
      r.textContent = item.rationale;
      box.append(r);
    }
    for (const q of item.quotes) {
      const bq = document.createElement("blockquote");
      bq.textContent = `“${q.quote}” — ${q.source}`;
      box.append(bq);
    }
  }
  show(box, true);
}

function activate(mark, title, items) {
  document.querySelectorAll("mark.active").forEach((m) => m.classList.remove("active"));
  mark.classList.add("active");
  showEvidence(title, items);
}

function renderAnswer(answer, data) {
  const out = $("highlighted");
  out.replaceChildren();
  const claims = new Map(data.claims.map((c) => [c.id, c]));
  let pos = 0;
  for (const s of [...data.sentences].sort((a, b) => a.start - b.start)) {
    if (s.start > pos) out.append(answer.slice(pos, s.start));
    const text = answer.slice(s.start, s.end);
    if (s.state === "checked") {
      const mark = document.createElement("mark");
      mark.className = `v-${s.verdict}`;
      mark.dataset.verdict = s.verdict;
      mark.dataset.sentence = String(s.index);
      mark.textContent = text;
      const items = s.claimIds.map((id) => claims.get(id)).filter(Boolean).map((c) => ({
        verdict: c.verdict, text: c.text, rationale: c.rationale,
        quotes: c.evidence.map((e) => ({ quote: e.quote, source: e.sourceName || e.sourceId })),
      }));
      mark.title = items.map((i) => `${i.verdict}: ${i.text}`).join("\n");
      mark.addEventListener("click", () => activate(mark, `Sentence ${s.index + 1}`, items));
      mark.addEventListener("mouseenter", () => activate(mark, `Sentence ${s.index + 1}`, items));
      out.append(mark);
    } else {
      const span = document.createElement("span");
      span.className = "v-not_checked";
      span.dataset.verdict = "not_checked";
      span.title = `not checked: ${s.reason}`;
      span.textContent = text;
      out.append(span);
    }
    pos = Math.max(pos, s.end);
  }
  if (pos < answer.length) out.append(answer.slice(pos));
  const label = data.score.label;
  $("score-label").textContent = label;
  $("score-label").className = `label ${label}`;
  const share = data.score.unsupportedShare;
  $("score-text").textContent = share === null || share === undefined
    ? "no checkable claim"
    : `${Math.round(share * 100)}% of ${data.counts.claims} claim(s) unsupported or contradicted`;
}

function renderClaim(claim, data) {
  const d = data.data;
  const out = $("highlighted");
  out.replaceChildren();
  const mark = document.createElement("mark");
  mark.className = `v-${d.verdict}`;
  mark.dataset.verdict = d.verdict;
  mark.textContent = claim;
  const items = [{ verdict: d.verdict, text: claim, rationale: d.rationale,
    quotes: d.evidence.filter((e) => e.text).map((e) => ({ quote: e.text, source: "context" })) }];
  mark.addEventListener("click", () => activate(mark, "Claim", items));
  mark.addEventListener("mouseenter", () => activate(mark, "Claim", items));
  out.append(mark);
  const label = { supported: "ok", unsupported: "warn", contradicted: "alert" }[d.verdict] || "n/a";
  $("score-label").textContent = d.verdict;
  $("score-label").className = `label ${label}`;
  $("score-text").textContent = `consistency score ${d.confidence_score.toFixed(2)} · ${d.model_used}`;
}

async function submit(event) {
  event.preventDefault();
  show($("error"), false);
  show($("result"), false);
  show($("evidence"), false);
  const { path, body } = buildRequest();
  $("submit").disabled = true;
  try {
    const headers = authMode() === "key" ? { "x-api-key": $("api-key").value.trim() } : {};
    const { resp, data } = authMode() === "key" ? await postJson(path, body, headers) : await payAndPost(path, body);
    if (!resp.ok) {
      const detail = data && (data.error || data.detail || data.title);
      fail(`${resp.status}: ${detail || resp.statusText}`);
      return;
    }
    if (mode() === "answer") renderAnswer(body.answer, data); else renderClaim(body.claim, data);
    $("payment").textContent = settlementNote(resp);
    show($("result"), true);
    document.body.dataset.state = "done";
  } catch (e) {
    fail(String(e.message || e));
  } finally {
    $("submit").disabled = false;
  }
}

document.querySelectorAll("input[name=mode]").forEach((r) => r.addEventListener("change", () => {
  show($("answer-inputs"), mode() === "answer");
  show($("claim-inputs"), mode() === "claim");
}));
$("check-form").addEventListener("submit", submit);
loadStatus();
