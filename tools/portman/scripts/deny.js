// Pre-request script of POST /api/admin/privacy-requests/{id}/deny: files a
// second privacy request (the run's first one is verified and completed by
// the requests before) and points the request at it ({{denyRequestId}}).
(() => {
  const base = pm.variables.get("baseUrl");
  pm.sendRequest(
    {
      url: base + "/api/privacy-requests",
      method: "POST",
      header: [{ key: "Content-Type", value: "application/json" }],
      body: { mode: "raw", raw: JSON.stringify({ type: "delete", email: "deny-me@example.com", california_resident: true }) },
    },
    (err, res) => {
      if (err || res.code !== 201) throw new Error("file a privacy request: " + (err || res.code + " " + res.text()));
      pm.collectionVariables.set("denyRequestId", res.json().data.id);
    },
  );
})();
