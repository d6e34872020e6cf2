// Pre-request script of POST /api/admin/deliveries/{id}/retry: the run's
// partner has a webhook on a closed loopback port, so the delivery
// {{deliveryId}} fails at its first try; wait (up to 10 s) until the lead
// shows it failed, since only a failed or dead delivery can be retried.
(() => {
  const base = pm.variables.get("baseUrl");
  const id = Number(pm.variables.get("deliveryId"));
  const look = (tries) => {
    pm.sendRequest(
      {
        url: base + "/api/admin/leads/" + pm.variables.get("leadId"),
        method: "GET",
        header: [{ key: "Authorization", value: "Bearer " + pm.variables.get("bearerToken") }],
      },
      (err, res) => {
        const d = !err && res.code === 200 ? (res.json().data.deliveries || []).find((x) => x.id === id) : null;
        if (d && (d.status === "failed" || d.status === "dead")) return;
        if (tries <= 0) throw new Error("delivery " + id + " did not fail in time: " + (d ? d.status : err || res.code));
        setTimeout(() => look(tries - 1), 250);
      },
    );
  };
  look(40);
})();
