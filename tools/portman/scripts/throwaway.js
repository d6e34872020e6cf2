// Pre-request script of every DELETE: makes a throwaway record of the
// kind the request deletes, through the API as the admin, and points the
// request at it ({{throwawayId}}), so the records the other requests and the
// variation tests use stay. Runs in Newman's sandbox (pm, console).
(() => {
  const base = pm.variables.get("baseUrl");
  const auth = { key: "Authorization", value: "Bearer " + pm.variables.get("bearerToken") };
  const json = (method, path, body) => ({
    url: base + path,
    method,
    header: [auth, { key: "Content-Type", value: "application/json" }],
    body: { mode: "raw", raw: JSON.stringify(body) },
  });
  const n = Date.now() % 100000000;
  const path = pm.request.url.getPath();
  const made = (err, res) => {
    if (err || res.code !== 201) {
      throw new Error("throwaway record for " + path + ": " + (err || res.code + " " + res.text()));
    }
    // Content records answer under their own key (blog, question, ...).
    const j = res.json();
    const rec = j.data || Object.values(j).find((v) => v && typeof v === "object" && "id" in v);
    pm.collectionVariables.set("throwawayId", rec.id);
  };
  if (path.startsWith("/api/admin/blogs/")) {
    pm.sendRequest(json("POST", "/api/admin/blogs", { title: "Throwaway post " + n, body: "<p>Gone soon.</p>" }), made);
  } else if (path.startsWith("/api/admin/questions/")) {
    pm.sendRequest(json("POST", "/api/admin/questions", { faq_question: "Throwaway " + n + "?", answer: "Gone soon." }), made);
  } else if (path.startsWith("/api/admin/services/")) {
    pm.sendRequest(json("POST", "/api/admin/services", { title: "Throwaway service " + n, description: "Gone soon." }), made);
  } else if (path.startsWith("/api/admin/state_laws/")) {
    pm.sendRequest(
      json("POST", "/api/admin/state_laws", { name: "Throwaway " + n, code: "ZQ", title: "Throwaway law " + n }),
      made,
    );
  } else if (path.startsWith("/api/admin/partners/")) {
    pm.sendRequest(json("POST", "/api/admin/partners", { name: "Throwaway firm " + n, email: "firm" + n + "@example.com", states: ["TX"] }), made);
  } else if (path.startsWith("/api/admin/suppressions/")) {
    pm.sendRequest(json("POST", "/api/admin/suppressions", { email: "gone" + n + "@example.com", reason: "throwaway" }), made);
  } else if (path.startsWith("/api/admin/leads/")) {
    // A lead answers with its reference only: find its id by it.
    const lead = {
      first_name: "Throwaway",
      last_name: "Lead",
      email: "throwaway" + n + "@example.com",
      phone: "555" + String(1000000 + (n % 8999999)).slice(0, 7),
      zipCode: "73301",
      state: "TX",
      is_checked: true,
      page_url: base + "/contact-us",
    };
    pm.sendRequest(
      { url: base + "/api/contact", method: "POST", header: [{ key: "Content-Type", value: "application/json" }], body: { mode: "raw", raw: JSON.stringify(lead) } },
      (err, res) => {
        if (err || res.code !== 201) throw new Error("throwaway lead: " + (err || res.code + " " + res.text()));
        const ref = res.json().data.reference;
        pm.sendRequest({ url: base + "/api/admin/leads?q=" + ref, method: "GET", header: [auth] }, (err2, res2) => {
          if (err2 || res2.code !== 200) throw new Error("throwaway lead lookup: " + (err2 || res2.code));
          pm.collectionVariables.set("throwawayId", res2.json().data[0].id);
        });
      },
    );
  } else {
    throw new Error("no throwaway record for " + path);
  }
})();
