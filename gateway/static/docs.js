// Renders /openapi.json (generated from the gateway's pydantic models) without any CDN or build step.
"use strict";

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

function resolve(doc, schema) {
  if (schema && schema.$ref) return [schema.$ref.split("/").pop(), doc.components.schemas[schema.$ref.split("/").pop()]];
  return [null, schema];
}

function typeOf(prop) {
  if (!prop) return "";
  if (prop.$ref) return prop.$ref.split("/").pop();
  if (prop.anyOf) return prop.anyOf.map(typeOf).join(" | ");
  if (prop.type === "array") return `array of ${typeOf(prop.items)}`;
  if (prop.enum) return prop.enum.map((v) => JSON.stringify(v)).join(" | ");
  return prop.type || "object";
}

function fieldsTable(doc, schema) {
  const [name, resolved] = resolve(doc, schema);
  const wrap = el("div");
  if (name) wrap.append(el("p", `schema ${name}`, "note"));
  if (!resolved || !resolved.properties) return wrap;
  const table = el("table");
  const head = el("tr");
  ["field", "type", "required", "description"].forEach((h) => head.append(el("th", h)));
  table.append(head);
  const required = new Set(resolved.required || []);
  for (const [field, prop] of Object.entries(resolved.properties)) {
    const row = el("tr");
    row.append(el("td", field), el("td", typeOf(prop)), el("td", required.has(field) ? "yes" : ""),
      el("td", prop.description || ""));
    table.append(row);
  }
  wrap.append(table);
  return wrap;
}

async function main() {
  const doc = await (await fetch("/openapi.json")).json();
  document.getElementById("description").textContent = doc.info.description;
  const root = document.getElementById("operations");
  root.replaceChildren();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const box = el("section", undefined, "op");
      const h = el("h2");
      h.append(el("span", method.toUpperCase(), `method ${method}`), el("code", path), ` — ${op.summary}`);
      box.append(h);
      if (op.description) box.append(el("p", op.description));
      if (op.security) box.append(el("p", "x-api-key (free tier) or x402 payment", "note"));
      const body = op.requestBody && Object.values(op.requestBody.content)[0];
      if (body) { box.append(el("h3", "Request body")); box.append(fieldsTable(doc, body.schema)); }
      box.append(el("h3", "Responses"));
      const list = el("ul");
      for (const [code, resp] of Object.entries(op.responses)) list.append(el("li", `${code}: ${resp.description}`));
      box.append(list);
      root.append(box);
    }
  }
}

main();
