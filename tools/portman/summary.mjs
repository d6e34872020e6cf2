// Reads Newman's JSON report (the run of the Portman collection) and
// prints, per request that had a failed assertion or a 5xx answer, the
// request, its status and each failure; then one summary line as the last
// line. Exits 1 on any failed assertion, 5xx answer or request error.
//
//   node summary.mjs REPORT.json [VERBOSE]
import { readFileSync } from "node:fs";

const [, , reportPath, verbose] = process.argv;
const report = JSON.parse(readFileSync(reportPath, "utf8"));
const run = report.run;

// An operation is "[METHOD]::/path" as Portman names its assertions; the
// contract request of each is the one whose name is not a variation's.
const operations = new Set();
let assertions = 0;
let failed = 0;
let serverErrors = 0;
let requestErrors = 0;
const lines = [];
for (const ex of run.executions) {
  const req = ex.request;
  const method = req.method;
  const url = typeof req.url === "string" ? req.url : urlText(req.url);
  const status = ex.response ? ex.response.code : null;
  const failures = [];
  for (const a of ex.assertions || []) {
    const m = /^\[([A-Z]+)\]::(\S+)/.exec(a.assertion);
    if (m) operations.add(`${m[1]} ${m[2]}`);
    assertions++;
    if (a.error) {
      failed++;
      failures.push(`${a.assertion}: ${firstLine(a.error.message)}`);
    }
  }
  if (status === null) {
    requestErrors++;
    failures.push(`no answer: ${ex.requestError ? ex.requestError.message : "request failed"}`);
  } else if (status >= 500) {
    serverErrors++;
    failures.push(`server error ${status}`);
  }
  if (failures.length > 0 || verbose) {
    lines.push(`${ex.item.name}\n    ${method} ${url} -> ${status ?? "-"}`);
    for (const f of failures) lines.push(`      FAIL ${f}`);
    if (failures.length > 0 && ex.response) lines.push(`      answer: ${firstLine(bodyText(ex.response))}`);
  }
}
for (const l of lines) console.log(l);
const requests = run.executions.length;
const ok = failed === 0 && serverErrors === 0 && requestErrors === 0;
console.log(
  `portman: ${ok ? "" : "FAILED: "}${operations.size} operations, ${requests} requests, ` +
    `${assertions} assertions, ${failed} failed, ${serverErrors} 5xx, ${requestErrors} request errors`,
);
process.exit(ok ? 0 : 1);

function urlText(u) {
  const path = (u.path || []).join("/");
  const query = (u.query || [])
    .filter((q) => !q.disabled)
    .map((q) => `${q.key}=${q.value ?? ""}`)
    .join("&");
  return `/${path}${query ? `?${query}` : ""}`;
}

function bodyText(res) {
  const stream = res.stream;
  if (!stream) return "";
  const bytes = stream.type === "Buffer" ? Buffer.from(stream.data) : Buffer.from(stream);
  return bytes.toString("utf8").replace(/\s+/g, " ");
}

function firstLine(s) {
  const t = String(s).split("\n")[0];
  return t.length > 300 ? `${t.slice(0, 300)}…` : t;
}
