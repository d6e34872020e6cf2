package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/mailtest"
	"claimsite/internal/storetest"
)

// TestSeveralInstancesShareEverything runs two instances of the real
// binary on one PostgreSQL database, each with its own data folder, as
// behind a load balancer, and checks across them what issue 13 item 1
// promises: uploaded images (and one kept as a file by an older version),
// sessions, request limits, cached answers and pages after a content
// change, and the delivery and mail queue (each item handled once).
// Scheduled jobs are covered at the store (TestScheduledJobsRunOnce): their
// periods are an hour and a day.
func TestSeveralInstancesShareEverything(t *testing.T) {
	t.Parallel()
	if !contains(dialectNames(t), "postgres") {
		t.Skip("PostgreSQL is not available here (make test provides it)")
	}
	smtp := mailtest.Start(t)
	rc := newReceiver(t, 0, 0)
	databaseURL := storetest.PostgresURL(t)
	settings := func(dataDir string) map[string]string {
		return map[string]string{
			"CLAIMSITE_DATABASE_URL": databaseURL, "CLAIMSITE_DATA_DIR": dataDir,
			"CLAIMSITE_SMTP_URL": smtp.URL(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true", "CLAIMSITE_DELIVERY_RETRY": "1s",
			"CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
			"CLAIMSITE_NOTIFY_EMAILS": "intake@operator.example",
			// Every lead comes from 127.0.0.1; searches are limited low.
			"CLAIMSITE_RATE_LIMITS": "contact_ip=off,contact_phone=off,search_ip=5/1h",
		}
	}
	// Instance A was running an older version, which kept uploads as
	// files in its storage folder.
	dirA := t.TempDir()
	legacy := pngPicture(t, 300, 200)
	const legacyPath = "uploads/00112233445566778899aabbccddeeff.png"
	if err := os.MkdirAll(filepath.Join(dirA, "storage", "uploads"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dirA, "storage", filepath.FromSlash(legacyPath)), legacy, 0o600); err != nil {
		t.Fatal(err)
	}
	a := startInstance(t, settings(dirA))
	b := startInstance(t, settings(t.TempDir()))

	t.Run("a file kept by an older version is served by both", func(t *testing.T) {
		for _, in := range []*instance{a, b} {
			if got, status, _ := fetch(t, in.base+"/storage/"+legacyPath); status != http.StatusOK || !bytes.Equal(got, legacy) {
				t.Errorf("%s: %d, %d bytes; want 200 and the file", in.base, status, len(got))
			}
		}
	})

	t.Run("sessions", func(t *testing.T) {
		token := login(t, a.base, adminEmail, adminPassword)
		b.call("GET", "/api/admin/leads", token, nil, http.StatusOK, nil)
		// Signed out through B, the token is refused by A as well.
		b.call("GET", "/api/auth/logout", token, nil, http.StatusOK, nil)
		a.call("GET", "/api/admin/leads", token, nil, http.StatusUnauthorized, nil)
	})

	token := login(t, a.base, adminEmail, adminPassword)
	var svc struct {
		ID   int64  `json:"id"`
		Path string `json:"path"`
	}
	t.Run("an image uploaded through A is served by B", func(t *testing.T) {
		photo := pngPicture(t, 1200, 900)
		status, raw := a.upload(token, "/api/admin/services", map[string]string{"title": "Harbour crash help", "description": "Injuries at the docks."}, photo)
		if status != http.StatusCreated {
			t.Fatalf("upload: %d %s", status, raw)
		}
		var out struct {
			Service *struct {
				ID   int64  `json:"id"`
				Path string `json:"path"`
			} `json:"service"`
		}
		if err := json.Unmarshal(raw, &out); err != nil || out.Service == nil {
			t.Fatalf("upload answer: %v %s", err, raw)
		}
		svc = *out.Service
		base := strings.TrimSuffix(svc.Path, ".png")
		for _, p := range []string{svc.Path, base + "-400w.png", base + "-800w.png"} {
			bodyA, statusA, headA := fetch(t, a.base+"/storage/"+p)
			bodyB, statusB, headB := fetch(t, b.base+"/storage/"+p)
			if statusA != http.StatusOK || statusB != http.StatusOK || !bytes.Equal(bodyA, bodyB) {
				t.Fatalf("%s: %d from A, %d from B, same bytes %v", p, statusA, statusB, bytes.Equal(bodyA, bodyB))
			}
			if p == svc.Path && !bytes.Equal(bodyB, photo) {
				t.Errorf("B serves %d bytes, not the %d uploaded", len(bodyB), len(photo))
			}
			for _, h := range []string{"Content-Type", "Cache-Control", "ETag", "Last-Modified", "Content-Length"} {
				if headA.Get(h) != headB.Get(h) || headB.Get(h) == "" {
					t.Errorf("%s: %s is %q from A, %q from B", p, h, headA.Get(h), headB.Get(h))
				}
			}
			if got := headB.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
				t.Errorf("%s: Cache-Control %q", p, got)
			}
		}
		var detail struct {
			Data struct {
				Image struct {
					Width  int    `json:"width"`
					Srcset string `json:"srcset"`
				} `json:"image"`
			} `json:"data"`
		}
		b.call("GET", "/api/service-detail/"+strconv.FormatInt(svc.ID, 10), "", nil, http.StatusOK, &detail)
		if detail.Data.Image.Width != 1200 || !strings.Contains(detail.Data.Image.Srcset, base+"-800w.png 800w") {
			t.Errorf("B's service image: %+v", detail.Data.Image)
		}
	})
	if svc.ID == 0 {
		t.Fatal("no service to go on with")
	}

	t.Run("a change saved on A shows on B's cached answer and page", func(t *testing.T) {
		id := strconv.FormatInt(svc.ID, 10)
		apiPath, pagePath := "/api/service-detail/"+id, "/service-detail/"+id
		for range 2 { // rendered and cached on B
			if page, status, _ := fetch(t, b.base+pagePath); status != http.StatusOK || !strings.Contains(string(page), "Harbour crash help") {
				t.Fatalf("B's page before: %d", status)
			}
			b.call("GET", apiPath, "", nil, http.StatusOK, nil)
		}
		if status, raw := a.upload(token, "/api/admin/services/"+id, map[string]string{"_method": "PUT", "title": "Quayside injury help"}, nil); status != http.StatusOK {
			t.Fatalf("update on A: %d %s", status, raw)
		}
		var detail struct {
			Data struct {
				Title string `json:"title"`
			} `json:"data"`
		}
		b.call("GET", apiPath, "", nil, http.StatusOK, &detail)
		if detail.Data.Title != "Quayside injury help" {
			t.Errorf("B's cached API answer after the change: title %q", detail.Data.Title)
		}
		page, status, _ := fetch(t, b.base+pagePath)
		if status != http.StatusOK || !strings.Contains(string(page), "Quayside injury help") || strings.Contains(string(page), "Harbour crash help") {
			t.Errorf("B's page after the change: %d, new title shown %v", status, strings.Contains(string(page), "Quayside injury help"))
		}
	})

	t.Run("request limits count across instances", func(t *testing.T) {
		search := func(in *instance) int {
			_, status, _ := fetch(t, in.base+"/api/search?q=car")
			return status
		}
		var got []int
		for i := range 5 {
			got = append(got, search([]*instance{a, b}[i%2]))
		}
		got = append(got, search(a), search(b))
		want := []int{200, 200, 200, 200, 200, 429, 429}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("search answers alternating A and B: %v, want %v (limit 5 per client)", got, want)
		}
	})

	t.Run("each delivery and each mail once", func(t *testing.T) {
		a.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads", "email": "intake@lonestar.example"})
		const n = 24
		refs := make([]string, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var out struct {
					Data struct {
						Reference string `json:"reference"`
					} `json:"data"`
				}
				[]*instance{a, b}[i%2].call("POST", "/api/contact", "", lead(i, "TX"), http.StatusCreated, &out)
				refs[i] = out.Data.Reference
			}()
		}
		wg.Wait()
		waitUntil(t, "every lead reached the webhook", func() bool { keys, _, _ := rc.counts(); return keys == n })
		// A partner mail, an operator notice and the visitor's confirmation
		// per lead.
		smtp.WaitFor(t, 3*n)
		// Both workers poll every 2 seconds: give a double a chance to show.
		time.Sleep(3 * time.Second)
		if keys, requests, maxPerKey := rc.counts(); keys != n || requests != n || maxPerKey != 1 || rc.badSig != 0 {
			t.Errorf("webhook: %d keys, %d requests, at most %d per key, %d bad signatures; want %d, %d, 1, 0", keys, requests, maxPerKey, rc.badSig, n, n)
		}
		rc.mu.Lock()
		for _, ref := range refs {
			if _, ok := rc.refs[ref]; !ok || ref == "" {
				t.Errorf("lead %q: no webhook delivery", ref)
			}
		}
		rc.mu.Unlock()
		msgs := smtp.Messages(t)
		if len(msgs) != 3*n {
			t.Errorf("mails: %d, want %d", len(msgs), 3*n)
		}
		perRef := map[string]map[string]int{} // reference → recipient → mails
		for _, m := range msgs {
			text := m.Header.Get("Subject") + "\n" + m.Body
			for _, ref := range refs {
				if strings.Contains(text, ref) {
					if perRef[ref] == nil {
						perRef[ref] = map[string]int{}
					}
					perRef[ref][m.Header.Get("To")]++
				}
			}
		}
		for _, ref := range refs {
			got := perRef[ref]
			if len(got) != 3 {
				t.Errorf("lead %s: mails to %v, want one to the partner, one to the operator and one to the visitor", ref, got)
			}
			for to, count := range got {
				if count != 1 {
					t.Errorf("lead %s: %d mails to %s, want 1", ref, count, to)
				}
			}
		}
	})
}

// pngPicture encodes a w×h gradient as PNG.
func pngPicture(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 60, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// fetch GETs url and returns the body, status and headers.
func fetch(t *testing.T, url string) ([]byte, int, http.Header) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return body, resp.StatusCode, resp.Header
}

// upload POSTs a multipart form (fields, and picture as "path" when not
// nil) with the admin's token, and returns the status and body.
func (in *instance) upload(token, path string, fields map[string]string, picture []byte) (int, []byte) {
	in.t.Helper()
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	if picture != nil {
		part, err := mw.CreateFormFile("path", "photo.png")
		if err != nil {
			in.t.Fatal(err)
		}
		part.Write(picture)
	}
	mw.Close()
	req, err := http.NewRequest("POST", in.base+path, &form)
	if err != nil {
		in.t.Fatal(err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		in.t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, raw
}
