// Pre-request script of POST /api/partner/leads/{reference}/outcome and of
// its variations: signs the request as the partner would,
//   X-Claimsite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
// and, the first time, sends the run's lead ({{leadReference}}) to the
// run's partner ({{partnerId}}) as the admin: a partner may only report on
// a lead it was sent.
(() => {
  const base = pm.variables.get("baseUrl");
  const partnerId = String(pm.variables.get("partnerId"));
  const t = Math.floor(Date.now() / 1000);
  const body = pm.request.body && pm.request.body.raw ? pm.request.body.raw : "";
  const mac = CryptoJS.HmacSHA256(t + "." + body, pm.variables.get("partnerSecret")).toString(CryptoJS.enc.Hex);
  pm.request.headers.upsert({ key: "X-Claimsite-Partner", value: partnerId });
  pm.request.headers.upsert({ key: "X-Claimsite-Signature", value: "t=" + t + ",v1=" + mac });
  if (pm.collectionVariables.get("outcomeLeadSent")) return;
  const auth = { key: "Authorization", value: "Bearer " + pm.variables.get("bearerToken") };
  pm.sendRequest(
    { url: base + "/api/admin/leads?q=" + pm.variables.get("leadReference"), method: "GET", header: [auth] },
    (err, res) => {
      if (err || res.code !== 200 || res.json().data.length !== 1) {
        throw new Error("find the run's lead: " + (err || res.code + " " + res.text()));
      }
      pm.sendRequest(
        {
          url: base + "/api/admin/leads/" + res.json().data[0].id + "/deliveries",
          method: "POST",
          header: [auth, { key: "Content-Type", value: "application/json" }],
          body: { mode: "raw", raw: JSON.stringify({ partner_id: Number(partnerId) }) },
        },
        (err2, res2) => {
          if (err2 || res2.code !== 201) throw new Error("send the lead to the partner: " + (err2 || res2.code + " " + res2.text()));
          pm.collectionVariables.set("outcomeLeadSent", "1");
        },
      );
    },
  );
})();
