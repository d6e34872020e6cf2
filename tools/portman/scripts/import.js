// Pre-request script of POST /api/admin/suppressions/import: a small CSV
// file (header row, a phone, an e-mail), as an operator would upload it.
pm.request.body.update({ mode: "raw", raw: "phone,email,reason\n5550009999,,import\n,imported@example.com,import\n" });
pm.request.headers.upsert({ key: "Content-Type", value: "text/csv" });
