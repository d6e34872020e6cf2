package httpapi

import (
	"bytes"
	"claimsite/internal/leads"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/media"
	"claimsite/internal/seed"
	"claimsite/internal/store"
)

// ---- helpers shared by the admin tests

var adminUploadPath = regexp.MustCompile(`^uploads/[0-9a-f]{32}\.(png|jpg|gif)$`)

// typedFile adds a file part with an explicit Content-Type (the harness's
// file always says application/octet-stream) and closes the form.
func (m *multipartBody) adminFile(field, name, contentType string, content []byte) *multipartBody {
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, field, name))
	h.Set("Content-Type", contentType)
	part, _ := m.w.CreatePart(h)
	part.Write(content)
	return m.done()
}

// adminLogin signs the admin of ts.admin in again and returns the token.
func adminLogin(ts *testServer) string {
	ts.t.Helper()
	r := ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "admin@example.com", "password": "password123"}})
	wantStatus(ts.t, r, http.StatusOK)
	var body struct {
		AccessToken string `json:"access_token"`
	}
	r.decode(ts.t, &body)
	return body.AccessToken
}

// adminSameTime compares times as the databases keep them: PostgreSQL to
// the microsecond.
func adminSameTime(a, b time.Time) bool {
	return a.Truncate(time.Microsecond).Equal(b.Truncate(time.Microsecond))
}

// saved decodes a create or update answer: {"message", key: record}.
func adminSaved[T any](t *testing.T, r response, key string) (string, T) {
	t.Helper()
	var body map[string]json.RawMessage
	r.decode(t, &body)
	var msg string
	var v T
	if err := json.Unmarshal(body["message"], &msg); err != nil {
		t.Fatalf("message: %v in %s", err, r.Body.String())
	}
	raw, ok := body[key]
	if !ok {
		t.Fatalf("answer has no %q: %s", key, r.Body.String())
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v in %s", key, err, r.Body.String())
	}
	return msg, v
}

// wantMessage fails unless the body's message is want.
func adminWantMessage(t *testing.T, r response, want string) {
	t.Helper()
	var body struct {
		Message string `json:"message"`
	}
	r.decode(t, &body)
	if body.Message != want {
		t.Errorf("message: got %q, want %q", body.Message, want)
	}
}

// wantFieldErrors fails unless the 422 errors are keyed exactly by fields.
func adminWantFields(t *testing.T, r response, fields ...string) map[string][]string {
	t.Helper()
	wantStatus(t, r, http.StatusUnprocessableEntity)
	errs := r.fieldErrors(t)
	got := slices.Sorted(maps.Keys(errs))
	// A sorted copy: fields is often a table's slice, read by the other
	// dialect's subtest at the same time.
	fields = slices.Sorted(slices.Values(fields))
	if !slices.Equal(got, fields) {
		t.Errorf("error fields: got %v, want %v (%s)", got, fields, r.Body.String())
	}
	for k, msgs := range errs {
		if len(msgs) == 0 || msgs[0] == "" {
			t.Errorf("errors[%s]: got %v, want a message", k, msgs)
		}
	}
	return errs
}

// uploads lists the stored uploads and their copies, sorted.
func (ts *testServer) adminUploads() []string {
	ts.t.Helper()
	names, err := ts.store.MediaBlobPaths(context.Background())
	if err != nil {
		ts.t.Fatal(err)
	}
	return names
}

// onDisk reports whether the upload rel is stored.
func (ts *testServer) adminOnDisk(rel string) bool {
	found, err := ts.store.MediaBlobsExist(context.Background(), []string{rel})
	if err != nil {
		ts.t.Fatal(err)
	}
	return len(found) == 1
}

// wantServed fails unless /storage/{rel} answers content.
func (ts *testServer) adminWantServed(rel string, content []byte) {
	ts.t.Helper()
	r := ts.get("/storage/"+rel, "")
	if r.Code != http.StatusOK || !bytes.Equal(r.Body.Bytes(), content) {
		ts.t.Errorf("GET /storage/%s: got %d with %d bytes, want 200 with the uploaded %d bytes", rel, r.Code, r.Body.Len(), len(content))
	}
}

func (ts *testServer) adminWantNotServed(rel string) {
	ts.t.Helper()
	if r := ts.get("/storage/"+rel, ""); r.Code != http.StatusNotFound {
		ts.t.Errorf("GET /storage/%s: got %d, want 404", rel, r.Code)
	}
}

// serviceCount is the number of services in the database.
func (ts *testServer) adminServiceCount() int {
	ts.t.Helper()
	_, total, err := ts.store.ServicePage(ts.t.Context(), store.Page{Number: 1, Size: 1}, true)
	if err != nil {
		ts.t.Fatal(err)
	}
	return total
}

func (ts *testServer) adminService(id int64) store.Service {
	ts.t.Helper()
	v, err := ts.store.Service(ts.t.Context(), id)
	if err != nil {
		ts.t.Fatalf("service %d: %v", id, err)
	}
	return v
}

// imageOf makes image bytes of the given kind and size.
func adminImage(kind []byte, size int) []byte {
	b := make([]byte, size)
	copy(b, kind)
	return b
}

// ---- services

func TestAdminServiceList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ctx := t.Context()
		seeded := ts.adminServiceCount()
		var made []int64
		for i := range 13 - seeded {
			ts.advance(time.Minute)
			v, err := ts.store.CreateService(ctx, store.Service{Title: fmt.Sprintf("Extra %d", i), Description: "d"})
			if err != nil {
				t.Fatal(err)
			}
			made = append(made, v.ID)
		}
		all, _ := ts.store.AllServices(ctx)
		if len(all) != 13 {
			t.Fatalf("services: got %d, want 13", len(all))
		}
		var newestFirst []int64
		for i := len(all) - 1; i >= 0; i-- {
			newestFirst = append(newestFirst, all[i].ID)
		}

		for _, c := range []struct {
			path       string
			page       int
			want       []int64
			from, to   any
			prev, next any
		}{
			{"/api/admin/services", 1, newestFirst[:10], 1.0, 10.0, nil, "/api/admin/services?page=2"},
			{"/api/admin/services/", 1, newestFirst[:10], 1.0, 10.0, nil, "/api/admin/services?page=2"},
			{"/api/admin/services?page=2", 2, newestFirst[10:], 11.0, 13.0, "/api/admin/services?page=1", nil},
			{"/api/admin/services/?page=2", 2, newestFirst[10:], 11.0, 13.0, "/api/admin/services?page=1", nil},
			{"/api/admin/services?page=abc", 1, newestFirst[:10], 1.0, 10.0, nil, "/api/admin/services?page=2"},
			{"/api/admin/services?page=9", 9, nil, nil, nil, "/api/admin/services?page=2", nil},
		} {
			r := ts.get(c.path, token)
			wantStatus(t, r, http.StatusOK)
			var page paginated[store.Service]
			r.decode(t, &page)
			if got := adminIDs(page.Data); !slices.Equal(got, c.want) {
				t.Errorf("%s: ids got %v, want %v", c.path, got, c.want)
			}
			body := r.json(t)
			for field, want := range map[string]any{
				"current_page": float64(c.page), "last_page": 2.0, "total": 13.0, "per_page": 10.0,
				"from": c.from, "to": c.to, "prev_page_url": c.prev, "next_page_url": c.next,
			} {
				if got := body[field]; got != want {
					t.Errorf("%s: %s got %v, want %v", c.path, field, got, want)
				}
			}
		}
		if len(made) > 0 {
			r := ts.get("/api/admin/services", token)
			var page paginated[store.Service]
			r.decode(t, &page)
			if page.Data[0].ID != made[len(made)-1] || page.Data[0].Title != fmt.Sprintf("Extra %d", len(made)-1) {
				t.Errorf("first row: got %+v, want the newest service", page.Data[0])
			}
		}
	})
}

// adminIDs lists the ids of records, in order (nil for none).
func adminIDs[T any](items []T) []int64 {
	out := []int64{}
	for _, v := range items {
		switch v := any(v).(type) {
		case store.Service:
			out = append(out, v.ID)
		case store.StateLaw:
			out = append(out, v.ID)
		case store.Question:
			out = append(out, v.ID)
		case store.Blog:
			out = append(out, v.ID)
		case leads.Lead:
			out = append(out, v.ID)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func TestAdminServiceCreate(t *testing.T) {
	for _, c := range []struct {
		name     string
		filename string
		ctype    string
		content  []byte
		ext      string
	}{
		{"png", "photo.png", "image/png", pngBytes, ".png"},
		{"jpeg", "photo.jpg", "image/jpeg", jpegBytes, ".jpg"},
		{"gif", "photo.gif", "image/gif", gifBytes, ".gif"},
		// The bytes decide, not the name or the declared type.
		{"png named .txt", "notes.txt", "text/plain", pngBytes, ".png"},
		{"gif named .png", "photo.png", "image/png", gifBytes, ".gif"},
	} {
		t.Run(c.name, func(t *testing.T) {
			eachServer(t, func(t *testing.T, ts *testServer) {
				token := ts.admin()
				before := ts.adminServiceCount()
				ts.advance(time.Hour)
				fields := map[string]string{
					"title": "  Boat Accident  ", "description": "Injured on a boat.\n\nSecond paragraph.",
					"seo_title": "Boat accident help", "seo_description": "Hurt on a boat?", "seo_keywords": "boat, accident",
				}
				r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
					body: newMultipart(fields).adminFile("path", c.filename, c.ctype, c.content)})
				wantStatus(t, r, http.StatusCreated)
				msg, svc := adminSaved[store.Service](t, r, "service")
				if msg != "Service created successfully" {
					t.Errorf("message: got %q, want %q", msg, "Service created successfully")
				}
				want := store.Service{ID: svc.ID, Title: "Boat Accident", Description: "Injured on a boat.\n\nSecond paragraph.",
					Path: svc.Path, SEOTitle: "Boat accident help", SEODescription: "Hurt on a boat?", SEOKeywords: "boat, accident"}
				if svc.ID == 0 || svc.Title != want.Title || svc.Description != want.Description || svc.SEOTitle != want.SEOTitle ||
					svc.SEODescription != want.SEODescription || svc.SEOKeywords != want.SEOKeywords {
					t.Errorf("service: got %+v, want %+v", svc, want)
				}
				if !adminUploadPath.MatchString(svc.Path) || filepath.Ext(svc.Path) != c.ext {
					t.Errorf("path: got %q, want uploads/<hex>%s", svc.Path, c.ext)
				}
				if !adminSameTime(svc.CreatedAt, ts.clock) {
					t.Errorf("created_at: got %v, want the store's now %v", svc.CreatedAt, ts.clock)
				}
				stored := ts.adminService(svc.ID)
				if stored.Title != want.Title || stored.Description != want.Description || stored.Path != svc.Path || stored.SEOKeywords != want.SEOKeywords {
					t.Errorf("in the database: got %+v, want %+v", stored, svc)
				}
				if got := ts.adminServiceCount(); got != before+1 {
					t.Errorf("services: got %d, want %d", got, before+1)
				}
				ts.adminWantServed(svc.Path, c.content)
				if got := ts.adminUploads(); !slices.Equal(got, []string{svc.Path}) {
					t.Errorf("upload folder: got %v, want only %s", got, svc.Path)
				}

				// It heads the admin list and is on the public site.
				var page paginated[store.Service]
				ts.get("/api/admin/services", token).decode(t, &page)
				if len(page.Data) == 0 || page.Data[0].ID != svc.ID {
					t.Errorf("admin list: first is %v, want the new service %d", adminIDs(page.Data), svc.ID)
				}
				var all struct{ Data []store.Service }
				ts.get("/api/all-services", "").decode(t, &all)
				if !slices.Contains(adminIDs(all.Data), svc.ID) {
					t.Errorf("/api/all-services: %v does not list the new service %d", adminIDs(all.Data), svc.ID)
				}
				detail := ts.get(fmt.Sprintf("/api/service-detail/%d", svc.ID), "")
				wantStatus(t, detail, http.StatusOK)
				var d struct{ Data store.Service }
				detail.decode(t, &d)
				if d.Data.Path != svc.Path || d.Data.SEOTitle != want.SEOTitle {
					t.Errorf("service detail: got %+v", d.Data)
				}
			})
		})
	}
}

func TestAdminServiceCreateWithoutImage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		for _, c := range []struct {
			name string
			body any
			ct   string
		}{
			{"json", map[string]any{"title": "Ferry Accident", "description": "On a ferry.", "seo_keywords": "ferry"}, ""},
			{"multipart", newMultipart(map[string]string{"title": "Ferry Accident", "description": "On a ferry.", "seo_keywords": "ferry"}).done(), ""},
			{"urlencoded", "title=Ferry+Accident&description=On+a+ferry.&seo_keywords=ferry", "application/x-www-form-urlencoded"},
		} {
			req := request{method: "POST", path: "/api/admin/services", token: token, body: c.body}
			if c.ct != "" {
				req.header = map[string]string{"Content-Type": c.ct}
			}
			r := ts.do(req)
			wantStatus(t, r, http.StatusCreated)
			_, svc := adminSaved[store.Service](t, r, "service")
			stored := ts.adminService(svc.ID)
			if stored.Title != "Ferry Accident" || stored.Description != "On a ferry." || stored.SEOKeywords != "ferry" || stored.Path != "" {
				t.Errorf("%s: stored %+v", c.name, stored)
			}
		}
		if got := ts.adminUploads(); len(got) != 0 {
			t.Errorf("uploads: got %v, want none", got)
		}
	})
}

// TestAdminImagePathIsNotWritable: path is only ever set from an upload.
// A path sent as text would let a record point at another record's file,
// which deleting the record would then remove.
func TestAdminImagePathIsNotWritable(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Victim", "description": "Has an image."}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		_, victim := adminSaved[store.Service](t, r, "service")

		for _, c := range []struct {
			name string
			body any
		}{
			{"json", map[string]any{"title": "Thief", "description": "D", "path": victim.Path}},
			{"multipart text field", newMultipart(map[string]string{"title": "Thief", "description": "D", "path": victim.Path}).done()},
			{"traversal", map[string]any{"title": "Thief", "description": "D", "path": "../../etc/passwd"}},
		} {
			r := ts.do(request{method: "POST", path: "/api/admin/services", token: token, body: c.body})
			wantStatus(t, r, http.StatusCreated)
			_, thief := adminSaved[store.Service](t, r, "service")
			if thief.Path != "" || ts.adminService(thief.ID).Path != "" {
				t.Errorf("%s: path got %q, want it ignored", c.name, thief.Path)
			}
			// Updating with a text path changes nothing either.
			r = ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/services/%d", thief.ID), token: token, body: map[string]any{"path": victim.Path}})
			wantStatus(t, r, http.StatusOK)
			wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/services/%d", thief.ID), token: token}), http.StatusOK)
		}
		if !ts.adminOnDisk(victim.Path) {
			t.Errorf("deleting other services removed %s", victim.Path)
		}
		ts.adminWantServed(victim.Path, pngBytes)
	})
}

func TestAdminServiceCreateRejectsNonImage(t *testing.T) {
	for _, c := range []struct {
		name, filename, ctype string
		content               []byte
	}{
		{"text named x.png", "x.png", "image/png", []byte("this is only text, not a picture")},
		{"svg", "x.svg", "image/svg+xml", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)},
		{"html named x.gif", "x.gif", "image/gif", []byte(`<html><script>alert(1)</script></html>`)},
		{"empty file", "x.png", "image/png", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			eachServer(t, func(t *testing.T, ts *testServer) {
				token := ts.admin()
				before := ts.adminServiceCount()
				r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
					body: newMultipart(map[string]string{"title": "T", "description": "D"}).adminFile("path", c.filename, c.ctype, c.content)})
				errs := adminWantFields(t, r, "path")
				if got := errs["path"]; len(got) != 1 || got[0] != "The path must be a file of type: png, jpeg, jpg, gif." {
					t.Errorf("errors.path: got %v", got)
				}
				adminWantMessage(t, r, "The path must be a file of type: png, jpeg, jpg, gif.")
				if got := ts.adminServiceCount(); got != before {
					t.Errorf("services: got %d, want %d (nothing stored)", got, before)
				}
				if got := ts.adminUploads(); len(got) != 0 {
					t.Errorf("uploads: got %v, want none", got)
				}
			})
		})
	}
}

func TestAdminServiceCreateTooLarge(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		before := ts.adminServiceCount()
		for _, c := range []struct {
			name    string
			size    int
			message string
		}{
			// Within the body limit: the image itself is refused.
			{"5 MB + 1", media.MaxUploadBytes + 1, "The image may not be greater than 5 MB."},
			// Beyond the body limit: the body is cut off.
			{"8 MB", 8 << 20, "The request body is too large."},
		} {
			r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
				body: newMultipart(map[string]string{"title": "Big", "description": "Big."}).file("path", "big.png", adminImage(pngBytes, c.size))})
			wantStatus(t, r, http.StatusRequestEntityTooLarge)
			adminWantMessage(t, r, c.message)
			if got := ts.adminServiceCount(); got != before {
				t.Errorf("%s: services got %d, want %d", c.name, got, before)
			}
			if got := ts.adminUploads(); len(got) != 0 {
				t.Errorf("%s: uploads got %v, want none", c.name, got)
			}
		}
		// Exactly 5 MB is fine.
		exact := adminImage(pngBytes, media.MaxUploadBytes)
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Big", "description": "Big."}).file("path", "big.png", exact)})
		wantStatus(t, r, http.StatusCreated)
		_, svc := adminSaved[store.Service](t, r, "service")
		ts.adminWantServed(svc.Path, exact)
	})
}

// TestAdminUploadLeavesNoTempFiles: a multipart body is spooled to
// temporary files beyond 1 MB; they must go when the request is done
// (net/http only cleans up the form of the request it created, and the
// handler sees a copy). Run against a real server.
func TestAdminUploadLeavesNoTempFiles(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	eachServerSerial(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		srv := httptest.NewServer(ts.handler)
		defer srv.Close()
		var svcID int64
		for _, c := range []struct {
			name   string
			method string
			path   func() string
			size   int
			want   int
		}{
			{"create", "POST", func() string { return "/api/admin/services" }, 2 << 20, http.StatusCreated},
			{"update", "POST", func() string { return fmt.Sprintf("/api/admin/services/%d", svcID) }, 2 << 20, http.StatusOK},
			{"too large", "POST", func() string { return "/api/admin/services" }, media.MaxUploadBytes + 1, http.StatusRequestEntityTooLarge},
			{"invalid fields", "POST", func() string { return "/api/admin/services" }, 2 << 20, http.StatusUnprocessableEntity},
		} {
			fields := map[string]string{"title": "Spooled", "description": "Big image.", "_method": "PUT"}
			if c.name == "invalid fields" {
				fields["title"] = ""
			}
			m := newMultipart(fields).file("path", "big.png", adminImage(pngBytes, c.size))
			req, _ := http.NewRequest(c.method, srv.URL+c.path(), bytes.NewReader(m.buf.Bytes()))
			req.Header.Set("Content-Type", m.contentType)
			req.Header.Set("Authorization", "Bearer "+token)
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var body map[string]any
			json.NewDecoder(res.Body).Decode(&body)
			res.Body.Close()
			if res.StatusCode != c.want {
				t.Fatalf("%s: status got %d, want %d (%v)", c.name, res.StatusCode, c.want, body)
			}
			if c.name == "create" {
				svcID = int64(body["service"].(map[string]any)["id"].(float64))
			}
			// The server may finish its own clean-up just after answering.
			var left []os.DirEntry
			for range 50 {
				left, _ = os.ReadDir(tmp)
				left = slices.DeleteFunc(left, func(e os.DirEntry) bool { return !strings.HasPrefix(e.Name(), "multipart-") })
				if len(left) == 0 {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
			if len(left) != 0 {
				t.Errorf("%s: temporary files left in TMPDIR: %v", c.name, left)
			}
		}
	})
}

func TestAdminServiceCreateValidation(t *testing.T) {
	long := strings.Repeat("x", 256)
	for _, c := range []struct {
		name   string
		fields map[string]string
		image  []byte // nil: no file part
		want   []string
	}{
		{"missing title", map[string]string{"description": "D"}, nil, []string{"title"}},
		{"missing description", map[string]string{"title": "T"}, nil, []string{"description"}},
		{"blank title", map[string]string{"title": "   ", "description": "D"}, nil, []string{"title"}},
		{"both missing", map[string]string{}, nil, []string{"title", "description"}},
		{"both missing and a bad image", map[string]string{}, []byte("plain text"), []string{"title", "description", "path"}},
		{"missing title with a good image", map[string]string{"description": "D"}, pngBytes, []string{"title"}},
		{"title too long", map[string]string{"title": long, "description": "D"}, nil, []string{"title"}},
		{"seo fields too long", map[string]string{"title": "T", "description": "D", "seo_title": long, "seo_description": strings.Repeat("x", 501), "seo_keywords": strings.Repeat("x", 501)}, pngBytes, []string{"seo_title", "seo_description", "seo_keywords"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			eachServer(t, func(t *testing.T, ts *testServer) {
				token := ts.admin()
				before := ts.adminServiceCount()
				m := newMultipart(c.fields)
				if c.image != nil {
					m.adminFile("path", "x.png", "image/png", c.image)
				} else {
					m.done()
				}
				r := ts.do(request{method: "POST", path: "/api/admin/services", token: token, body: m})
				errs := adminWantFields(t, r, c.want...)
				if slices.Contains(c.want, "title") && !slices.Contains(errs["title"], "The title field is required.") && c.fields["title"] != long {
					t.Errorf("errors.title: got %v, want the required message", errs["title"])
				}
				if slices.Contains(c.want, "description") && !slices.Contains(errs["description"], "The description field is required.") {
					t.Errorf("errors.description: got %v, want the required message", errs["description"])
				}
				if got := ts.adminServiceCount(); got != before {
					t.Errorf("services: got %d, want %d", got, before)
				}
				// A valid image of an invalid form is not kept.
				if got := ts.adminUploads(); len(got) != 0 {
					t.Errorf("uploads: got %v, want none", got)
				}
			})
		})
	}
}

func TestAdminServiceValidationMessage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: ts.admin(),
			body: newMultipart(nil).adminFile("path", "x.png", "image/png", []byte("text"))})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		// The first field's message, alphabetically, and how many more.
		adminWantMessage(t, r, "The description field is required. (and 2 more errors)")
	})
}

func TestAdminServiceUpdate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Old title", "description": "Old description.", "seo_title": "Old SEO", "seo_keywords": "old"}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		_, svc := adminSaved[store.Service](t, r, "service")
		oldPath := svc.Path
		path := fmt.Sprintf("/api/admin/services/%d", svc.ID)

		// Multipart POST with _method=PUT: new title and a new image; the
		// fields not sent stay as they were.
		ts.advance(time.Hour)
		r = ts.do(request{method: "POST", path: path, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "title": "New title"}).file("path", "b.gif", gifBytes)})
		wantStatus(t, r, http.StatusOK)
		msg, got := adminSaved[store.Service](t, r, "service")
		if msg != "Service updated successfully" {
			t.Errorf("message: got %q, want %q", msg, "Service updated successfully")
		}
		if got.ID != svc.ID || got.Title != "New title" || got.Description != "Old description." || got.SEOTitle != "Old SEO" || got.SEOKeywords != "old" {
			t.Errorf("updated: got %+v", got)
		}
		if !adminUploadPath.MatchString(got.Path) || got.Path == oldPath || filepath.Ext(got.Path) != ".gif" {
			t.Errorf("path: got %q, want a new .gif upload", got.Path)
		}
		if !adminSameTime(got.UpdatedAt, ts.clock) || !got.CreatedAt.Equal(svc.CreatedAt) {
			t.Errorf("times: created %v updated %v; want %v and %v", got.CreatedAt, got.UpdatedAt, svc.CreatedAt, ts.clock)
		}
		if stored := ts.adminService(svc.ID); stored.Title != "New title" || stored.Path != got.Path || stored.Description != "Old description." {
			t.Errorf("in the database: %+v", stored)
		}
		if ts.adminOnDisk(oldPath) {
			t.Errorf("the replaced image %s is still on disk", oldPath)
		}
		ts.adminWantNotServed(oldPath)
		ts.adminWantServed(got.Path, gifBytes)
		if files := ts.adminUploads(); !slices.Equal(files, []string{got.Path}) {
			t.Errorf("uploads: got %v, want only %s", files, got.Path)
		}

		// PUT with JSON: only the description; the image stays.
		r = ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"description": "New description."}})
		wantStatus(t, r, http.StatusOK)
		_, got2 := adminSaved[store.Service](t, r, "service")
		if got2.Title != "New title" || got2.Description != "New description." || got2.Path != got.Path || got2.SEOTitle != "Old SEO" {
			t.Errorf("PUT json: got %+v", got2)
		}
		if !ts.adminOnDisk(got.Path) {
			t.Errorf("an update without an image removed the image %s", got.Path)
		}

		// PUT with multipart and a trailing slash.
		r = ts.do(request{method: "PUT", path: path + "/", token: token,
			body: newMultipart(map[string]string{"seo_keywords": "new, keywords", "seo_title": ""}).file("path", "c.jpg", jpegBytes)})
		wantStatus(t, r, http.StatusOK)
		_, got3 := adminSaved[store.Service](t, r, "service")
		if got3.SEOKeywords != "new, keywords" || got3.SEOTitle != "" || got3.Title != "New title" || filepath.Ext(got3.Path) != ".jpg" {
			t.Errorf("PUT multipart: got %+v", got3)
		}
		if ts.adminOnDisk(got.Path) {
			t.Errorf("the replaced image %s is still on disk", got.Path)
		}
		ts.adminWantServed(got3.Path, jpegBytes)

		// A browser posts an empty file input (no file chosen) as a part
		// with an empty file name: the image stays.
		r = ts.do(request{method: "POST", path: path, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "title": "New title"}).adminFile("path", "", "application/octet-stream", nil)})
		wantStatus(t, r, http.StatusOK)
		if stored := ts.adminService(svc.ID); stored.Path != got3.Path {
			t.Errorf("empty file input: path %q, want %q kept", stored.Path, got3.Path)
		}

		// An invalid update changes nothing and keeps no new image.
		for _, bad := range []struct {
			name  string
			body  *multipartBody
			field string
		}{
			{"blank title with a new image", newMultipart(map[string]string{"_method": "PUT", "title": ""}).file("path", "d.png", pngBytes), "title"},
			{"not an image", newMultipart(map[string]string{"_method": "PUT", "title": "Changed"}).adminFile("path", "x.png", "image/png", []byte("text")), "path"},
		} {
			r = ts.do(request{method: "POST", path: path, token: token, body: bad.body})
			adminWantFields(t, r, bad.field)
			if stored := ts.adminService(svc.ID); stored.Title != "New title" || stored.Path != got3.Path {
				t.Errorf("%s: stored %+v, want unchanged", bad.name, stored)
			}
			if files := ts.adminUploads(); !slices.Equal(files, []string{got3.Path}) {
				t.Errorf("%s: uploads %v, want only %s", bad.name, files, got3.Path)
			}
		}
		r = ts.do(request{method: "POST", path: path, token: token,
			body: newMultipart(map[string]string{"_method": "PUT"}).file("path", "big.png", adminImage(pngBytes, media.MaxUploadBytes+1))})
		wantStatus(t, r, http.StatusRequestEntityTooLarge)
		if stored := ts.adminService(svc.ID); stored.Path != got3.Path {
			t.Errorf("after a too-large image: path %q, want %q", stored.Path, got3.Path)
		}
	})
}

func TestAdminServiceUpdateSeededImage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		all, _ := ts.store.AllServices(t.Context())
		first := all[0]
		if !strings.HasPrefix(first.Path, seed.ImagePrefix) {
			t.Fatalf("seeded service path %q, want under %s", first.Path, seed.ImagePrefix)
		}
		r := ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/services/%d", first.ID), token: token,
			body: newMultipart(map[string]string{"_method": "PUT"}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusOK)
		_, got := adminSaved[store.Service](t, r, "service")
		if !adminUploadPath.MatchString(got.Path) || got.Title != first.Title {
			t.Errorf("updated: got %+v", got)
		}
		// The default image stays available (other installs' content and
		// the other records may use it).
		if r := ts.get("/storage/"+first.Path, ""); r.Code != http.StatusOK {
			t.Errorf("GET /storage/%s after replacing it: got %d, want 200", first.Path, r.Code)
		}
	})
}

func TestAdminServiceDelete(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Doomed", "description": "Soon gone."}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		_, svc := adminSaved[store.Service](t, r, "service")
		before := ts.adminServiceCount()
		path := fmt.Sprintf("/api/admin/services/%d", svc.ID)

		r = ts.do(request{method: "DELETE", path: path, token: token})
		wantStatus(t, r, http.StatusOK)
		if got := r.json(t); len(got) != 1 || got["message"] != "Service deleted successfully" {
			t.Errorf("body: got %v, want only the message", got)
		}
		if _, err := ts.store.Service(t.Context(), svc.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("store after delete: got %v, want ErrNotFound", err)
		}
		if got := ts.adminServiceCount(); got != before-1 {
			t.Errorf("services: got %d, want %d", got, before-1)
		}
		if ts.adminOnDisk(svc.Path) {
			t.Errorf("image %s still on disk after delete", svc.Path)
		}
		ts.adminWantNotServed(svc.Path)
		wantStatus(t, ts.get(path, token), http.StatusNotFound)
		wantStatus(t, ts.get(fmt.Sprintf("/api/service-detail/%d", svc.ID), ""), http.StatusNotFound)
		var all struct{ Data []store.Service }
		ts.get("/api/all-services", "").decode(t, &all)
		if slices.Contains(adminIDs(all.Data), svc.ID) {
			t.Errorf("/api/all-services still lists the deleted service")
		}
		r = ts.do(request{method: "DELETE", path: path, token: token})
		wantStatus(t, r, http.StatusNotFound)
		adminWantMessage(t, r, "Service not found")

		// A seeded service goes too; its default image stays served.
		seeded, _ := ts.store.AllServices(t.Context())
		r = ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/services/%d/", seeded[0].ID), token: token})
		wantStatus(t, r, http.StatusOK)
		if r := ts.get("/storage/"+seeded[0].Path, ""); r.Code != http.StatusOK {
			t.Errorf("seed image after deleting its service: got %d, want 200", r.Code)
		}
	})
}

func TestAdminServiceGet(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		all, _ := ts.store.AllServices(t.Context())
		want := all[3]
		for _, p := range []string{fmt.Sprintf("/api/admin/services/%d", want.ID), fmt.Sprintf("/api/admin/services/%d/", want.ID)} {
			r := ts.get(p, token)
			wantStatus(t, r, http.StatusOK)
			var body struct{ Data store.Service }
			r.decode(t, &body)
			if body.Data.ID != want.ID || body.Data.Title != want.Title || body.Data.Description != want.Description || body.Data.Path != want.Path {
				t.Errorf("GET %s: got %+v, want %+v", p, body.Data, want)
			}
		}
	})
}

// TestAdminNotFound: every record route of every kind answers 404 with
// its own message for an unknown or malformed id, and changes nothing.
func TestAdminNotFound(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		before, _ := ts.store.Stats(t.Context())
		for _, kind := range []struct {
			base, message string
			multipart     bool
			body          map[string]string
		}{
			{"/api/admin/services", "Service not found", true, map[string]string{"title": "T", "description": "D"}},
			{"/api/admin/state_laws", "State law not found", true, map[string]string{"name": "Atlantis", "code": "AT", "title": "T", "description": "<p>D</p>"}},
			{"/api/admin/questions", "Question not found", false, map[string]string{"faq_question": "Q", "answer": "A"}},
			{"/api/admin/blogs", "Blog post not found", true, map[string]string{"title": "T", "body": "<p>B</p>"}},
		} {
			for _, id := range []string{"999999", "0", "-1", "abc", "1.5"} {
				p := kind.base + "/" + id
				calls := []request{
					{method: "GET", path: p},
					{method: "PUT", path: p, body: kind.body},
					{method: "DELETE", path: p},
				}
				if kind.multipart {
					fields := maps.Clone(kind.body)
					fields["_method"] = "PUT"
					calls = append(calls, request{method: "POST", path: p, body: newMultipart(fields).file("path", "a.png", pngBytes)})
				}
				for _, call := range calls {
					call.token = token
					r := ts.do(call)
					if r.Code != http.StatusNotFound {
						t.Errorf("%s %s: got %d, want 404 (%s)", call.method, call.path, r.Code, r.Body.String())
						continue
					}
					adminWantMessage(t, r, kind.message)
				}
			}
		}
		after, _ := ts.store.Stats(t.Context())
		if after != before {
			t.Errorf("counts changed: got %+v, want %+v", after, before)
		}
		if got := ts.adminUploads(); len(got) != 0 {
			t.Errorf("uploads: got %v, want none", got)
		}
	})
}

// TestAdminBodyErrors: malformed and oversized bodies on every create and
// update route are refused with 400 or 413, and nothing is stored.
func TestAdminBodyErrors(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ctx := t.Context()
		svc, _ := ts.store.CreateService(ctx, store.Service{Title: "S", Description: "D"})
		q, _ := ts.store.CreateQuestion(ctx, store.Question{FAQQuestion: "Q", Answer: "A"})
		post, _ := ts.store.CreateBlog(ctx, store.Blog{Title: "B", Slug: "b", Body: "<p>b</p>", Status: store.BlogDraft})
		laws, _, _ := ts.store.StateLawPage(ctx, store.Page{Number: 1, Size: 1})
		before, _ := ts.store.Stats(ctx)

		big := `{"title":"` + strings.Repeat("x", maxJSONBytes) + `"}`
		type body struct {
			name, contentType, content, message string
			status                              int
		}
		bodies := []body{
			{"malformed json", "application/json", `{"title": "x",`, "The request body is not valid JSON.", http.StatusBadRequest},
			{"json with trailing data", "application/json", `{"title": "x"} {"title": "y"}`, "The request body is not valid JSON.", http.StatusBadRequest},
			{"json array", "application/json", `["title"]`, "The request body is not valid JSON.", http.StatusBadRequest},
			{"empty json", "application/json", ``, "The request body is empty.", http.StatusBadRequest},
			{"json over 1 MB", "application/json", big, "The request body is too large.", http.StatusRequestEntityTooLarge},
			{"malformed multipart", "multipart/form-data; boundary=XYZ", "this is not a multipart body", "The request body is not a valid multipart form.", http.StatusBadRequest},
			{"multipart without boundary", "multipart/form-data", "--XYZ\r\n", "The request body is not a valid multipart form.", http.StatusBadRequest},
			{"truncated multipart", "multipart/form-data; boundary=XYZ", "--XYZ\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nabc", "The request body is not a valid multipart form.", http.StatusBadRequest},
			{"urlencoded over 1 MB", "application/x-www-form-urlencoded", "title=" + strings.Repeat("x", maxJSONBytes), "The request body is too large.", http.StatusRequestEntityTooLarge},
		}
		targets := []struct{ method, path string }{
			{"POST", "/api/admin/services"},
			{"POST", fmt.Sprintf("/api/admin/services/%d", svc.ID)},
			{"PUT", fmt.Sprintf("/api/admin/services/%d", svc.ID)},
			{"POST", "/api/admin/state_laws"},
			{"PUT", fmt.Sprintf("/api/admin/state_laws/%d", laws[0].ID)},
			{"POST", "/api/admin/questions"},
			{"PUT", fmt.Sprintf("/api/admin/questions/%d", q.ID)},
			{"POST", "/api/admin/blogs"},
			{"POST", fmt.Sprintf("/api/admin/blogs/%d", post.ID)},
		}
		for _, tg := range targets {
			for _, b := range bodies {
				r := ts.do(request{method: tg.method, path: tg.path, token: token, body: b.content, header: map[string]string{"Content-Type": b.contentType}})
				if r.Code != b.status {
					t.Errorf("%s %s with %s: got %d, want %d (%s)", tg.method, tg.path, b.name, r.Code, b.status, r.Body.String())
					continue
				}
				var got struct {
					Message string         `json:"message"`
					Errors  map[string]any `json:"errors"`
				}
				r.decode(t, &got)
				if got.Message != b.message || got.Errors != nil {
					t.Errorf("%s %s with %s: body %s, want message %q and no errors", tg.method, tg.path, b.name, r.Body.String(), b.message)
				}
			}
		}
		after, _ := ts.store.Stats(ctx)
		if after != before {
			t.Errorf("counts changed: got %+v, want %+v", after, before)
		}
		if got := ts.adminService(svc.ID); got.Title != "S" {
			t.Errorf("service changed by refused updates: %+v", got)
		}
	})
}

// ---- state laws

func (ts *testServer) adminStateLaw(code string) (store.StateLaw, bool) {
	ts.t.Helper()
	laws, _, err := ts.store.StateLawPage(ts.t.Context(), store.Page{Number: 1, Size: 100})
	if err != nil {
		ts.t.Fatal(err)
	}
	for _, l := range laws {
		if l.Code == code {
			return l, true
		}
	}
	return store.StateLaw{}, false
}

// adminEvilHTML carries every kind of script the sanitizer must remove.
const adminEvilHTML = `<h2>Filing deadline</h2><p onclick="steal()">Two <strong>years</strong>.</p>` +
	`<script>alert(1)</script><img src=x onerror=alert(2)>` +
	`<a href="javascript:alert(3)">bad link</a> <a href="/contact-us">contact</a>`

func adminWantSanitized(t *testing.T, what, html string) {
	t.Helper()
	lower := strings.ToLower(html)
	for _, bad := range []string{"<script", "alert(1)", "onerror", "onclick", "javascript:", "<img"} {
		if strings.Contains(lower, bad) {
			t.Errorf("%s still contains %q: %s", what, bad, html)
		}
	}
	for _, good := range []string{"<h2>Filing deadline</h2>", "<strong>years</strong>", "contact"} {
		if !strings.Contains(html, good) {
			t.Errorf("%s lost the allowed %q: %s", what, good, html)
		}
	}
}

func TestAdminStateLawList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		var names []string
		for page := 1; page <= 6; page++ {
			p := fmt.Sprintf("/api/admin/state_laws/?page=%d", page)
			r := ts.get(p, token)
			wantStatus(t, r, http.StatusOK)
			var body paginated[store.StateLaw]
			r.decode(t, &body)
			if body.Total != 51 || body.LastPage != 6 || body.PerPage != 10 || body.CurrentPage != page {
				t.Errorf("%s: total %d last %d per %d current %d; want 51, 6, 10, %d", p, body.Total, body.LastPage, body.PerPage, body.CurrentPage, page)
			}
			wantLen := 10
			if page == 6 {
				wantLen = 1
			}
			if len(body.Data) != wantLen {
				t.Errorf("%s: %d rows, want %d", p, len(body.Data), wantLen)
			}
			for _, l := range body.Data {
				names = append(names, l.Name)
				if l.Description == "" || l.Code == "" {
					t.Errorf("%s: row %+v lacks the full record", p, l)
				}
			}
		}
		if len(names) != 51 || !slices.IsSorted(names) {
			t.Errorf("state laws across pages: got %d, sorted %v; want all 51 by name", len(names), slices.IsSorted(names))
		}
	})
}

func TestAdminStateLawCreate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/state_laws", token: token,
			body: newMultipart(map[string]string{
				"name": "Puerto Rico", "code": "pr", "title": "Puerto Rico injury law", "description": adminEvilHTML,
				"seo_title": "PR law", "seo_description": "About PR", "seo_keywords": "pr",
			}).file("path", "pr.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		msg, law := adminSaved[store.StateLaw](t, r, "state_law")
		if msg != "State law created successfully" {
			t.Errorf("message: got %q", msg)
		}
		if law.Name != "Puerto Rico" || law.Code != "PR" || law.Title != "Puerto Rico injury law" || law.SEOTitle != "PR law" || !adminUploadPath.MatchString(law.Path) {
			t.Errorf("state_law: got %+v", law)
		}
		adminWantSanitized(t, "answer description", law.Description)
		stored, err := ts.store.StateLaw(t.Context(), law.ID)
		if err != nil {
			t.Fatal(err)
		}
		adminWantSanitized(t, "stored description", stored.Description)
		if stored.Description != law.Description || stored.Code != "PR" || stored.Path != law.Path {
			t.Errorf("stored: %+v, answer %+v", stored, law)
		}
		ts.adminWantServed(law.Path, pngBytes)

		// Public pages show it.
		pub := ts.get(fmt.Sprintf("/api/state-law/%d", law.ID), "")
		wantStatus(t, pub, http.StatusOK)
		var d struct{ Data store.StateLaw }
		pub.decode(t, &d)
		if d.Data.Description != stored.Description {
			t.Errorf("public description: got %q, want %q", d.Data.Description, stored.Description)
		}
		var states struct{ Data []store.StateRef }
		ts.get("/api/states", "").decode(t, &states)
		if len(states.Data) != 52 {
			t.Errorf("/api/states: got %d, want 52", len(states.Data))
		}

		// JSON without an image works too.
		r = ts.do(request{method: "POST", path: "/api/admin/state_laws", token: token,
			body: map[string]any{"name": "Guam", "code": "GU", "title": "Guam law", "description": "<p>Guam</p>"}})
		wantStatus(t, r, http.StatusCreated)
		_, guam := adminSaved[store.StateLaw](t, r, "state_law")
		if guam.Path != "" || guam.Description != "<p>Guam</p>" {
			t.Errorf("guam: %+v", guam)
		}
	})
}

func TestAdminStateLawValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ok := map[string]string{"name": "Puerto Rico", "code": "PR", "title": "PR law", "description": "<p>Text</p>"}
		with := func(changes map[string]string, drop ...string) map[string]string {
			m := maps.Clone(ok)
			maps.Copy(m, changes)
			for _, d := range drop {
				delete(m, d)
			}
			return m
		}
		for _, c := range []struct {
			name   string
			fields map[string]string
			want   []string
			msg    string
		}{
			{"taken name", with(map[string]string{"name": "California"}), []string{"name"}, "The name has already been taken."},
			{"taken code", with(map[string]string{"code": "CA"}), []string{"code"}, "The code has already been taken."},
			{"taken code in lower case", with(map[string]string{"code": "ca"}), []string{"code"}, "The code has already been taken."},
			{"taken name and code", with(map[string]string{"name": "Texas", "code": "TX"}), []string{"name", "code"}, ""},
			{"code with a digit", with(map[string]string{"code": "P1"}), []string{"code"}, "The code must be two letters."},
			{"three-letter code", with(map[string]string{"code": "PRI"}), []string{"code"}, "The code must be two letters."},
			{"one-letter code", with(map[string]string{"code": "P"}), []string{"code"}, "The code must be two letters."},
			{"missing code", with(nil, "code"), []string{"code"}, "The code field is required."},
			{"missing name", with(nil, "name"), []string{"name"}, "The name field is required."},
			{"missing title", with(nil, "title"), []string{"title"}, "The title field is required."},
			{"missing description", with(nil, "description"), []string{"description"}, "The description field is required."},
			{"description empty once sanitized", with(map[string]string{"description": `<script>alert(1)</script><img src=x onerror=alert(1)>`}), []string{"description"}, "The description field is required."},
			{"description of only tags", with(map[string]string{"description": `<p> </p><p></p>`}), []string{"description"}, "The description field is required."},
			{"everything missing", map[string]string{}, []string{"name", "code", "title", "description"}, ""},
		} {
			_, before, _ := ts.store.StateLawPage(t.Context(), store.Page{Number: 1, Size: 1})
			r := ts.do(request{method: "POST", path: "/api/admin/state_laws", token: token, body: newMultipart(c.fields).file("path", "a.png", pngBytes)})
			errs := adminWantFields(t, r, c.want...)
			if c.msg != "" && !slices.Contains(errs[c.want[0]], c.msg) {
				t.Errorf("%s: errors.%s got %v, want %q", c.name, c.want[0], errs[c.want[0]], c.msg)
			}
			if _, after, _ := ts.store.StateLawPage(t.Context(), store.Page{Number: 1, Size: 1}); after != before {
				t.Errorf("%s: state laws %d → %d, want nothing stored", c.name, before, after)
			}
			if got := ts.adminUploads(); len(got) != 0 {
				t.Errorf("%s: uploads %v, want none", c.name, got)
			}
		}
	})
}

func TestAdminStateLawUpdate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ca, _ := ts.adminStateLaw("CA")
		path := fmt.Sprintf("/api/admin/state_laws/%d", ca.ID)

		// Its own name and code are not "taken"; the fields not sent stay.
		r := ts.do(request{method: "POST", path: path, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "name": "California", "code": "CA", "description": adminEvilHTML}).file("path", "ca.gif", gifBytes)})
		wantStatus(t, r, http.StatusOK)
		msg, got := adminSaved[store.StateLaw](t, r, "state_law")
		if msg != "State law updated successfully" {
			t.Errorf("message: got %q", msg)
		}
		if got.Title != ca.Title || got.SEOTitle != ca.SEOTitle || got.Name != "California" || got.Code != "CA" || !adminUploadPath.MatchString(got.Path) {
			t.Errorf("updated: got %+v", got)
		}
		adminWantSanitized(t, "updated description", got.Description)
		stored, _ := ts.store.StateLaw(t.Context(), ca.ID)
		if stored.Description != got.Description || stored.Path != got.Path {
			t.Errorf("stored: %+v", stored)
		}
		ts.adminWantServed(got.Path, gifBytes)

		// PUT JSON, title only; then a new image replaces the old upload.
		r = ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"title": "California personal injury law"}})
		wantStatus(t, r, http.StatusOK)
		_, got2 := adminSaved[store.StateLaw](t, r, "state_law")
		if got2.Title != "California personal injury law" || got2.Description != got.Description || got2.Path != got.Path {
			t.Errorf("PUT title: got %+v", got2)
		}
		r = ts.do(request{method: "PUT", path: path, token: token, body: newMultipart(nil).file("path", "ca.png", pngBytes)})
		wantStatus(t, r, http.StatusOK)
		_, got3 := adminSaved[store.StateLaw](t, r, "state_law")
		if ts.adminOnDisk(got.Path) || !ts.adminOnDisk(got3.Path) {
			t.Errorf("image replacement: old %s on disk %v, new %s on disk %v", got.Path, ts.adminOnDisk(got.Path), got3.Path, ts.adminOnDisk(got3.Path))
		}

		// Another state's code or name is taken.
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"code": "TX"}, "code"},
			{map[string]any{"name": "Texas"}, "name"},
			{map[string]any{"code": "C4"}, "code"},
			{map[string]any{"description": "<script>x()</script>"}, "description"},
		} {
			r = ts.do(request{method: "PUT", path: path, token: token, body: c.body})
			adminWantFields(t, r, c.field)
		}
		if stored, _ := ts.store.StateLaw(t.Context(), ca.ID); stored.Code != "CA" || stored.Name != "California" || stored.Description != got.Description {
			t.Errorf("after refused updates: %+v", stored)
		}

		// The fact markers (decision 057) stay where the page can use them:
		// between blocks, one per slot; a description of markers alone is
		// empty.
		r = ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"description": `<h2>Deadline</h2><div data-fact="statute" class="x"></div>` +
			`<blockquote><div data-fact="no-fault"></div>Quote</blockquote><div data-fact="fault-name"></div><div data-fact="fault"></div><div>Plain</div>`}})
		wantStatus(t, r, http.StatusOK)
		_, got4 := adminSaved[store.StateLaw](t, r, "state_law")
		if want := `<h2>Deadline</h2><div data-fact="statute"></div><blockquote>Quote</blockquote><div data-fact="fault-name"></div>Plain`; got4.Description != want {
			t.Errorf("description with markers: got %q, want %q", got4.Description, want)
		}
		r = ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"description": `<div data-fact="statute"></div>`}})
		adminWantFields(t, r, "description")
	})
}

func TestAdminStateLawDelete(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/state_laws", token: token,
			body: newMultipart(map[string]string{"name": "Puerto Rico", "code": "PR", "title": "PR", "description": "<p>PR</p>"}).file("path", "pr.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		_, law := adminSaved[store.StateLaw](t, r, "state_law")
		p := fmt.Sprintf("/api/admin/state_laws/%d", law.ID)
		r = ts.do(request{method: "DELETE", path: p, token: token})
		wantStatus(t, r, http.StatusOK)
		adminWantMessage(t, r, "State law deleted successfully")
		if _, err := ts.store.StateLaw(t.Context(), law.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("store after delete: %v", err)
		}
		if ts.adminOnDisk(law.Path) {
			t.Errorf("image %s left on disk", law.Path)
		}
		wantStatus(t, ts.get(fmt.Sprintf("/api/state-law/%d", law.ID), ""), http.StatusNotFound)
		r = ts.do(request{method: "DELETE", path: p, token: token})
		wantStatus(t, r, http.StatusNotFound)
		adminWantMessage(t, r, "State law not found")

		// Deleting a seeded state takes it out of the menu.
		tx, _ := ts.adminStateLaw("TX")
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/state_laws/%d", tx.ID), token: token}), http.StatusOK)
		var states struct{ Data []store.StateRef }
		ts.get("/api/states", "").decode(t, &states)
		if len(states.Data) != 50 {
			t.Errorf("/api/states after deleting Texas: got %d, want 50", len(states.Data))
		}
	})
}

// ---- questions

func TestAdminQuestions(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ctx := t.Context()
		_, seeded, _ := ts.store.QuestionPage(ctx, store.Page{Number: 1, Size: 1}, true)

		r := ts.do(request{method: "POST", path: "/api/admin/questions/", token: token,
			body: map[string]any{"faq_question": "  Can I claim for a dog bite?  ", "answer": "Usually, yes."}})
		wantStatus(t, r, http.StatusCreated)
		msg, q := adminSaved[store.Question](t, r, "question")
		if msg != "Question created successfully" || q.FAQQuestion != "Can I claim for a dog bite?" || q.Answer != "Usually, yes." || q.ID == 0 {
			t.Errorf("create: %q %+v", msg, q)
		}
		stored, err := ts.store.Question(ctx, q.ID)
		if err != nil || stored.FAQQuestion != q.FAQQuestion || stored.Answer != q.Answer {
			t.Errorf("stored: %+v, %v", stored, err)
		}

		// Newest first in the admin list, 10 a page.
		for _, p := range []string{"/api/admin/questions", "/api/admin/questions/", "/api/admin/questions?page=1"} {
			r = ts.get(p, token)
			wantStatus(t, r, http.StatusOK)
			var page paginated[store.Question]
			r.decode(t, &page)
			if len(page.Data) == 0 || page.Data[0].ID != q.ID || page.Total != seeded+1 || page.PerPage != 10 || len(page.Data) != min(10, seeded+1) {
				t.Errorf("%s: first %v, total %d, per_page %d, rows %d", p, adminIDs(page.Data), page.Total, page.PerPage, len(page.Data))
			}
			if !slices.IsSortedFunc(page.Data, func(a, b store.Question) int { return int(b.ID - a.ID) }) {
				t.Errorf("%s: ids %v, want newest first", p, adminIDs(page.Data))
			}
		}
		last := (seeded + 1 + 9) / 10
		r = ts.get(fmt.Sprintf("/api/admin/questions?page=%d", last), token)
		var lastPage paginated[store.Question]
		r.decode(t, &lastPage)
		if want := (seeded + 1) - (last-1)*10; len(lastPage.Data) != want || lastPage.NextPageURL != nil {
			t.Errorf("last page %d: %d rows, next %v; want %d rows and no next", last, len(lastPage.Data), lastPage.NextPageURL, want)
		}

		r = ts.get(fmt.Sprintf("/api/admin/questions/%d", q.ID), token)
		wantStatus(t, r, http.StatusOK)
		var got struct{ Data store.Question }
		r.decode(t, &got)
		if got.Data.FAQQuestion != q.FAQQuestion {
			t.Errorf("get: %+v", got.Data)
		}

		// PUT: only the answer; the question stays.
		ts.advance(time.Minute)
		r = ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/questions/%d", q.ID), token: token, body: map[string]any{"answer": "Yes, in most states."}})
		wantStatus(t, r, http.StatusOK)
		msg, q2 := adminSaved[store.Question](t, r, "question")
		if msg != "Question updated successfully" || q2.FAQQuestion != q.FAQQuestion || q2.Answer != "Yes, in most states." || !adminSameTime(q2.UpdatedAt, ts.clock) {
			t.Errorf("update: %q %+v", msg, q2)
		}
		if stored, _ := ts.store.Question(ctx, q.ID); stored.Answer != "Yes, in most states." {
			t.Errorf("stored after update: %+v", stored)
		}

		// Questions are JSON only: no POST on a record.
		r = ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/questions/%d", q.ID), token: token, body: map[string]any{"answer": "x"}})
		wantStatus(t, r, http.StatusMethodNotAllowed)
		if stored, _ := ts.store.Question(ctx, q.ID); stored.Answer != "Yes, in most states." {
			t.Errorf("a refused POST changed the question: %+v", stored)
		}

		// Validation.
		for _, c := range []struct {
			method, path string
			body         map[string]any
			want         []string
		}{
			{"POST", "/api/admin/questions", map[string]any{"answer": "A"}, []string{"faq_question"}},
			{"POST", "/api/admin/questions", map[string]any{"faq_question": "Q"}, []string{"answer"}},
			{"POST", "/api/admin/questions", map[string]any{}, []string{"faq_question", "answer"}},
			{"POST", "/api/admin/questions", map[string]any{"faq_question": strings.Repeat("q", 501), "answer": strings.Repeat("a", 10001)}, []string{"faq_question", "answer"}},
			{"POST", "/api/admin/questions", map[string]any{"faq_question": nil, "answer": "A"}, []string{"faq_question"}},
			{"PUT", fmt.Sprintf("/api/admin/questions/%d", q.ID), map[string]any{"answer": "   "}, []string{"answer"}},
		} {
			r = ts.do(request{method: c.method, path: c.path, token: token, body: c.body})
			adminWantFields(t, r, c.want...)
		}
		// A JSON value that is not text is refused, not stored as its JSON
		// ("42", "false", {"html":"x"}); found by Portman in make verify.
		for _, v := range []any{42, false, map[string]any{"html": "x"}, []string{"A"}} {
			for _, c := range []struct{ method, path string }{{"POST", "/api/admin/questions"}, {"PUT", fmt.Sprintf("/api/admin/questions/%d", q.ID)}} {
				r = ts.do(request{method: c.method, path: c.path, token: token, body: map[string]any{"faq_question": "Q?", "answer": v}})
				wantStatus(t, r, http.StatusBadRequest)
				if msg, _ := r.json(t)["message"].(string); !strings.Contains(msg, `"answer" must be text`) {
					t.Errorf("%s %s answer %v: message %q", c.method, c.path, v, msg)
				}
			}
		}
		if _, total, _ := ts.store.QuestionPage(ctx, store.Page{Number: 1, Size: 1}, true); total != seeded+1 {
			t.Errorf("questions after refused creates: %d, want %d", total, seeded+1)
		}

		// Public list shows it (oldest first there), then delete.
		var pub paginated[store.Question]
		ts.get(fmt.Sprintf("/api/questions?page=%d", last), "").decode(t, &pub)
		if !slices.Contains(adminIDs(pub.Data), q.ID) {
			t.Errorf("/api/questions page %d: %v lacks %d", last, adminIDs(pub.Data), q.ID)
		}
		r = ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/questions/%d", q.ID), token: token})
		wantStatus(t, r, http.StatusOK)
		adminWantMessage(t, r, "Question deleted successfully")
		if _, err := ts.store.Question(ctx, q.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("after delete: %v", err)
		}
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/questions/%d", q.ID), token: token}), http.StatusNotFound)
	})
}

// ---- blogs

func (ts *testServer) adminCreateBlog(token string, body any) (response, store.Blog) {
	ts.t.Helper()
	r := ts.do(request{method: "POST", path: "/api/admin/blogs", token: token, body: body})
	if r.Code != http.StatusCreated {
		return r, store.Blog{}
	}
	_, b := adminSaved[store.Blog](ts.t, r, "blog")
	return r, b
}

func TestAdminBlogCreate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r, post := ts.adminCreateBlog(token, map[string]any{"title": "Café Crash!", "excerpt": "Short.", "body": adminEvilHTML})
		wantStatus(t, r, http.StatusCreated)
		msg, _ := adminSaved[store.Blog](t, r, "blog")
		if msg != "Blog post created successfully" {
			t.Errorf("message: got %q", msg)
		}
		if post.Slug != "cafe-crash" || post.Status != store.BlogDraft || post.PublishedAt != nil || post.Title != "Café Crash!" || post.Excerpt != "Short." {
			t.Errorf("created: %+v; want slug cafe-crash, a draft, unpublished", post)
		}
		adminWantSanitized(t, "answer body", post.Body)
		stored, err := ts.store.Blog(t.Context(), post.ID)
		if err != nil || stored.Slug != "cafe-crash" || stored.Body != post.Body || stored.Status != store.BlogDraft {
			t.Errorf("stored: %+v, %v", stored, err)
		}
		adminWantSanitized(t, "stored body", stored.Body)

		// A draft is not public.
		r = ts.get("/api/blogs/cafe-crash", "")
		wantStatus(t, r, http.StatusNotFound)
		adminWantMessage(t, r, "Post not found")
		var pub paginated[store.Blog]
		ts.get("/api/blogs", "").decode(t, &pub)
		if slices.Contains(adminIDs(pub.Data), post.ID) {
			t.Error("/api/blogs lists the draft")
		}
		// But first in the admin list.
		var admin paginated[store.Blog]
		ts.get("/api/admin/blogs", token).decode(t, &admin)
		if len(admin.Data) == 0 || admin.Data[0].ID != post.ID || admin.Total != len(seed.Posts)+1 {
			t.Errorf("admin list: %v (total %d), want the draft first of %d", adminIDs(admin.Data), admin.Total, len(seed.Posts)+1)
		}

		// Slugs from titles, explicit slugs.
		for _, c := range []struct{ title, slug, want string }{
			{"  Über   Piñata -- 2024 ", "", "uber-pinata-2024"},
			{"Whiplash: What Now?", "", "whiplash-what-now"},
			{"Anything", "  my-own-slug  ", "my-own-slug"},
			{"Anything else", "a1-b2", "a1-b2"},
		} {
			r, b := ts.adminCreateBlog(token, map[string]any{"title": c.title, "slug": c.slug, "body": "<p>Body</p>"})
			wantStatus(t, r, http.StatusCreated)
			if b.Slug != c.want {
				t.Errorf("title %q slug %q: got slug %q, want %q", c.title, c.slug, b.Slug, c.want)
			}
		}

		// Published now, or at a given date.
		for _, c := range []struct {
			name, publishedAt string
			want              time.Time
		}{
			{"date", "2025-01-02", time.Date(2025, 1, 2, 0, 0, 0, 0, time.UTC)},
			{"local date-time", "2025-01-02T15:04", time.Date(2025, 1, 2, 15, 4, 0, 0, time.UTC)},
			{"RFC 3339 with zone", "2025-01-02T10:00:00+02:00", time.Date(2025, 1, 2, 8, 0, 0, 0, time.UTC)},
			{"now", "", ts.clock},
		} {
			body := map[string]any{"title": "Published " + c.name, "body": "<p>B</p>", "status": "published"}
			if c.publishedAt != "" {
				body["published_at"] = c.publishedAt
			}
			r, b := ts.adminCreateBlog(token, body)
			wantStatus(t, r, http.StatusCreated)
			if b.PublishedAt == nil || !adminSameTime(*b.PublishedAt, c.want) {
				t.Errorf("%s: published_at %v, want %v", c.name, b.PublishedAt, c.want)
				continue
			}
			pr := ts.get("/api/blogs/"+b.Slug, "")
			wantStatus(t, pr, http.StatusOK)
			var d struct{ Data store.Blog }
			pr.decode(t, &d)
			if d.Data.ID != b.ID || d.Data.Body != "<p>B</p>" {
				t.Errorf("%s: public post %+v", c.name, d.Data)
			}
		}
	})
}

func TestAdminBlogValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		taken := seed.Posts[0].Slug
		if r, _ := ts.adminCreateBlog(token, map[string]any{"title": "Taken already", "body": "<p>B</p>"}); r.Code != http.StatusCreated {
			t.Fatalf("create: %d %s", r.Code, r.Body.String())
		}
		for _, c := range []struct {
			name string
			body map[string]any
			want []string
			msg  string
		}{
			{"missing title", map[string]any{"body": "<p>B</p>"}, []string{"title"}, "The title field is required."},
			{"missing body", map[string]any{"title": "T"}, []string{"body"}, "The body field is required."},
			{"body empty once sanitized", map[string]any{"title": "T", "body": "<script>alert(1)</script>"}, []string{"body"}, "The body field is required."},
			{"bad status", map[string]any{"title": "T", "body": "<p>B</p>", "status": "archived"}, []string{"status"}, "The status must be draft or published."},
			{"status in capitals", map[string]any{"title": "T", "body": "<p>B</p>", "status": "Published"}, []string{"status"}, "The status must be draft or published."},
			{"bad date", map[string]any{"title": "T", "body": "<p>B</p>", "published_at": "yesterday"}, []string{"published_at"}, "The published at is not a valid date."},
			{"impossible date", map[string]any{"title": "T", "body": "<p>B</p>", "published_at": "2025-02-30"}, []string{"published_at"}, "The published at is not a valid date."},
			{"explicit slug taken", map[string]any{"title": "T", "slug": taken, "body": "<p>B</p>"}, []string{"slug"}, "The slug has already been taken."},
			{"slug with spaces", map[string]any{"title": "T", "slug": "my post", "body": "<p>B</p>"}, []string{"slug"}, "The slug may only contain lower-case letters, digits and single hyphens."},
			{"slug in capitals", map[string]any{"title": "T", "slug": "My-Post", "body": "<p>B</p>"}, []string{"slug"}, ""},
			{"slug with double hyphen", map[string]any{"title": "T", "slug": "my--post", "body": "<p>B</p>"}, []string{"slug"}, ""},
			{"slug with a path", map[string]any{"title": "T", "slug": "../admin", "body": "<p>B</p>"}, []string{"slug"}, ""},
			{"title without slug letters", map[string]any{"title": "!!!", "body": "<p>B</p>"}, []string{"slug"}, ""},
			{"slug too long", map[string]any{"title": "T", "slug": strings.Repeat("a", 201), "body": "<p>B</p>"}, []string{"slug"}, ""},
			{"excerpt too long", map[string]any{"title": "T", "body": "<p>B</p>", "excerpt": strings.Repeat("e", 1001)}, []string{"excerpt"}, ""},
			{"everything wrong", map[string]any{"status": "x", "published_at": "soon"}, []string{"title", "body", "status", "published_at"}, ""},
		} {
			_, before, _ := ts.store.BlogPage(t.Context(), store.Page{Number: 1, Size: 1})
			r, _ := ts.adminCreateBlog(token, c.body)
			errs := adminWantFields(t, r, c.want...)
			if c.msg != "" && !slices.Contains(errs[c.want[0]], c.msg) {
				t.Errorf("%s: errors.%s got %v, want %q", c.name, c.want[0], errs[c.want[0]], c.msg)
			}
			if _, after, _ := ts.store.BlogPage(t.Context(), store.Page{Number: 1, Size: 1}); after != before {
				t.Errorf("%s: posts %d → %d, want nothing stored", c.name, before, after)
			}
		}
	})
}

func TestAdminBlogPublishAndUpdate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/blogs", token: token,
			body: newMultipart(map[string]string{"title": "Café Crash!", "body": "<p>Draft body</p>", "seo_title": "SEO"}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		_, post := adminSaved[store.Blog](t, r, "blog")
		if !adminUploadPath.MatchString(post.Path) {
			t.Fatalf("path: %q", post.Path)
		}
		p := fmt.Sprintf("/api/admin/blogs/%d", post.ID)
		wantStatus(t, ts.get("/api/blogs/cafe-crash", ""), http.StatusNotFound)

		// Publishing makes it public, stamped now; the slug and the other
		// fields stay.
		ts.advance(time.Hour)
		r = ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"status": "published", "title": "Café Crash, Revisited"}})
		wantStatus(t, r, http.StatusOK)
		msg, pub := adminSaved[store.Blog](t, r, "blog")
		if msg != "Blog post updated successfully" || pub.Status != store.BlogPublished || pub.PublishedAt == nil || !adminSameTime(*pub.PublishedAt, ts.clock) ||
			pub.Slug != "cafe-crash" || pub.Title != "Café Crash, Revisited" || pub.Body != "<p>Draft body</p>" || pub.SEOTitle != "SEO" || pub.Path != post.Path {
			t.Errorf("publish: %q %+v", msg, pub)
		}
		r = ts.get("/api/blogs/cafe-crash/", "")
		wantStatus(t, r, http.StatusOK)
		var d struct{ Data store.Blog }
		r.decode(t, &d)
		if d.Data.ID != post.ID || d.Data.Body != "<p>Draft body</p>" || d.Data.Title != "Café Crash, Revisited" {
			t.Errorf("public post: %+v", d.Data)
		}
		var list paginated[store.Blog]
		ts.get("/api/blogs", "").decode(t, &list)
		if len(list.Data) == 0 || list.Data[0].ID != post.ID || list.Data[0].Body != "" {
			t.Errorf("/api/blogs: first %v, want the new post (without body)", adminIDs(list.Data))
		}

		// Multipart update with _method=PUT: new image, new slug; the old
		// image goes.
		r = ts.do(request{method: "POST", path: p, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "slug": "cafe-crash-revisited", "body": adminEvilHTML}).file("path", "b.jpg", jpegBytes)})
		wantStatus(t, r, http.StatusOK)
		_, up := adminSaved[store.Blog](t, r, "blog")
		if up.Slug != "cafe-crash-revisited" || up.Status != store.BlogPublished || !up.PublishedAt.Equal(*pub.PublishedAt) || filepath.Ext(up.Path) != ".jpg" {
			t.Errorf("multipart update: %+v", up)
		}
		adminWantSanitized(t, "updated body", up.Body)
		if ts.adminOnDisk(post.Path) {
			t.Errorf("replaced image %s still on disk", post.Path)
		}
		ts.adminWantServed(up.Path, jpegBytes)
		wantStatus(t, ts.get("/api/blogs/cafe-crash", ""), http.StatusNotFound)
		wantStatus(t, ts.get("/api/blogs/cafe-crash-revisited", ""), http.StatusOK)

		// Own slug is not taken; another post's is.
		wantStatus(t, ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"slug": "cafe-crash-revisited"}}), http.StatusOK)
		r = ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"slug": seed.Posts[1].Slug}})
		adminWantFields(t, r, "slug")
		r = ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"status": "hidden"}})
		adminWantFields(t, r, "status")

		// Back to draft: gone from the public site.
		r = ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"status": "draft"}})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/api/blogs/cafe-crash-revisited", ""), http.StatusNotFound)

		// Scheduled: public once its date has come.
		future := ts.clock.Add(48 * time.Hour).Format(time.RFC3339)
		r = ts.do(request{method: "PUT", path: p, token: token, body: map[string]any{"status": "published", "published_at": future}})
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, ts.get("/api/blogs/cafe-crash-revisited", ""), http.StatusNotFound)
		ts.advance(49 * time.Hour)
		wantStatus(t, ts.get("/api/blogs/cafe-crash-revisited", ""), http.StatusOK)
		token = adminLogin(ts) // the session of two days ago has expired

		// Delete removes the post and its image.
		r = ts.do(request{method: "DELETE", path: p, token: token})
		wantStatus(t, r, http.StatusOK)
		adminWantMessage(t, r, "Blog post deleted successfully")
		if ts.adminOnDisk(up.Path) {
			t.Errorf("image %s left after delete", up.Path)
		}
		if _, err := ts.store.Blog(t.Context(), post.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("after delete: %v", err)
		}
		wantStatus(t, ts.get("/api/blogs/cafe-crash-revisited", ""), http.StatusNotFound)
		wantStatus(t, ts.get(p, token), http.StatusNotFound)
	})
}

func TestAdminBlogList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		var made []int64
		for i := range 9 {
			_, b := ts.adminCreateBlog(token, map[string]any{"title": "Post " + strconv.Itoa(i), "body": "<p>B</p>"})
			made = append(made, b.ID)
		}
		total := len(seed.Posts) + 9
		r := ts.get("/api/admin/blogs?page=2", token)
		wantStatus(t, r, http.StatusOK)
		var page paginated[store.Blog]
		r.decode(t, &page)
		if page.Total != total || page.CurrentPage != 2 || page.PerPage != 10 || len(page.Data) != total-10 {
			t.Errorf("page 2: total %d current %d per %d rows %d", page.Total, page.CurrentPage, page.PerPage, len(page.Data))
		}
		r = ts.get("/api/admin/blogs/", token)
		r.decode(t, &page)
		if page.Data[0].ID != made[8] || page.Data[0].Body == "" {
			t.Errorf("page 1: first %d, want the newest %d, with its body", page.Data[0].ID, made[8])
		}
		if !slices.IsSortedFunc(page.Data, func(a, b store.Blog) int { return int(b.ID - a.ID) }) {
			t.Errorf("page 1: %v, want newest first", adminIDs(page.Data))
		}
	})
}

// TestAdminFixesFromReview pins behaviours added after the first review:
// spoofed methods other than PUT/PATCH are refused, state names are unique
// whatever their case, and generated slugs spell special letters and step
// aside from a taken slug.
func TestAdminFixesFromReview(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services/1", token: token,
			body: newMultipart(map[string]string{"_method": "DELETE", "title": "Changed"}).done()})
		wantStatus(t, r, http.StatusMethodNotAllowed)
		if svc, _ := ts.store.Service(t.Context(), 1); svc.Title == "Changed" {
			t.Errorf("service changed by a refused _method=DELETE")
		}

		r = ts.do(request{method: "POST", path: "/api/admin/state_laws", token: token, body: map[string]string{
			"name": "california", "code": "QQ", "title": "Duplicate", "description": "<p>Text</p>"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["name"]; len(got) == 0 {
			t.Errorf("errors.name: got none, want taken")
		}

		for _, c := range []struct{ title, want string }{
			{"Große Straße & Co", "grosse-strasse-and-co"},
			{"Große Straße & Co", "grosse-strasse-and-co-2"},
		} {
			r = ts.do(request{method: "POST", path: "/api/admin/blogs", token: token, body: map[string]string{
				"title": c.title, "body": "<p>Body</p>"}})
			wantStatus(t, r, http.StatusCreated)
			var out struct {
				Blog struct {
					Slug string `json:"slug"`
				} `json:"blog"`
			}
			r.decode(t, &out)
			if out.Blog.Slug != c.want {
				t.Errorf("slug of %q: got %q, want %q", c.title, out.Blog.Slug, c.want)
			}
		}
		// A slug the admin typed is not silently changed.
		r = ts.do(request{method: "POST", path: "/api/admin/blogs", token: token, body: map[string]string{
			"title": "Another", "slug": "grosse-strasse-and-co", "body": "<p>Body</p>"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
	})
}

// TestAdminRemoveImage: remove_path=1 on update drops the image and its
// file; a text path naming a file is ignored (clients never choose server
// paths), and an empty one (a file input left empty) keeps the image.
func TestAdminRemoveImage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "With image", "description": "d"}).file("path", "a.png", pngBytes)})
		wantStatus(t, r, http.StatusCreated)
		var created struct {
			Service store.Service `json:"service"`
		}
		r.decode(t, &created)
		id := strconv.FormatInt(created.Service.ID, 10)
		if !ts.adminOnDisk(created.Service.Path) {
			t.Fatalf("upload %s not stored", created.Service.Path)
		}

		r = ts.do(request{method: "POST", path: "/api/admin/services/" + id, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "path": "../../etc/passwd"}).done()})
		wantStatus(t, r, http.StatusOK)
		if got, _ := ts.store.Service(t.Context(), created.Service.ID); got.Path != created.Service.Path {
			t.Errorf("path after a text path: got %q, want it unchanged %q", got.Path, created.Service.Path)
		}

		r = ts.do(request{method: "POST", path: "/api/admin/services/" + id, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "path": ""}).done()})
		wantStatus(t, r, http.StatusOK)
		if got, _ := ts.store.Service(t.Context(), created.Service.ID); got.Path != created.Service.Path {
			t.Errorf("path after an empty path: got %q, want it unchanged %q", got.Path, created.Service.Path)
		}

		r = ts.do(request{method: "POST", path: "/api/admin/services/" + id, token: token,
			body: newMultipart(map[string]string{"_method": "PUT", "remove_path": "1"}).done()})
		wantStatus(t, r, http.StatusOK)
		if got, _ := ts.store.Service(t.Context(), created.Service.ID); got.Path != "" {
			t.Errorf("path after removal: got %q, want empty", got.Path)
		}
		if ts.adminOnDisk(created.Service.Path) {
			t.Errorf("removed image still stored")
		}
	})
}
