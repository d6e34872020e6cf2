package httpapi

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/media"
	"claimsite/internal/store"
)

// photo encodes a w×h picture as PNG or JPEG.
func photo(t *testing.T, format string, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var buf bytes.Buffer
	var err error
	if format == "jpeg" {
		err = jpeg.Encode(&buf, img, nil)
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// variantsOf is what srcset should list for an upload with copies at widths.
func variantsOf(path string, width int, ext string, widths ...int) string {
	base := strings.TrimSuffix(path, path[strings.LastIndex(path, "."):])
	var set []string
	for _, w := range widths {
		set = append(set, fmt.Sprintf("/storage/%s-%dw%s %dw", base, w, ext, w))
	}
	return strings.Join(append(set, fmt.Sprintf("/storage/%s %dw", path, width)), ", ")
}

func TestPublicImagesCarrySizeAndSrcset(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/admin/services", token: token,
			body: newMultipart(map[string]string{"title": "Photo", "description": "Has a photo."}).file("path", "a.png", photo(t, "png", 1200, 900))})
		wantStatus(t, r, http.StatusCreated)
		_, svc := adminSaved[store.Service](t, r, "service")
		base := strings.TrimSuffix(svc.Path, ".png")
		if got, want := ts.adminUploads(), []string{base + "-400w.png", base + "-800w.png", svc.Path}; !slices.Equal(got, want) {
			t.Fatalf("uploads: got %v, want %v", got, want)
		}

		var detail struct{ Data store.Service }
		ts.get(fmt.Sprintf("/api/service-detail/%d", svc.ID), "").decode(t, &detail)
		want := media.Image{Src: "/storage/" + svc.Path, Width: 1200, Height: 900, Srcset: variantsOf(svc.Path, 1200, ".png", 400, 800)}
		if detail.Data.Image == nil || *detail.Data.Image != want {
			t.Errorf("service detail image: got %+v, want %+v", detail.Data.Image, want)
		}
		var cards struct{ Data []store.Service }
		ts.get("/api/card-services", "").decode(t, &cards)
		for _, c := range cards.Data {
			if c.Image == nil || c.Image.Width == 0 || c.Image.Height == 0 {
				t.Errorf("card %q: image %+v, want a size", c.Title, c.Image)
			}
			if c.ID == svc.ID && *c.Image != want {
				t.Errorf("card image: got %+v, want %+v", c.Image, want)
			}
		}

		// Replacing the image removes the old one and its copies.
		r = ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/services/%d", svc.ID), token: token,
			body: newMultipart(map[string]string{"_method": "PUT"}).file("path", "b.jpg", photo(t, "jpeg", 1000, 500))})
		wantStatus(t, r, http.StatusOK)
		_, svc2 := adminSaved[store.Service](t, r, "service")
		base2 := strings.TrimSuffix(svc2.Path, ".jpg")
		if got, want := ts.adminUploads(), []string{base2 + "-400w.jpg", base2 + "-800w.jpg", svc2.Path}; !slices.Equal(got, want) {
			t.Errorf("uploads after replace: got %v, want %v", got, want)
		}
		ts.get(fmt.Sprintf("/api/service-detail/%d", svc.ID), "").decode(t, &detail)
		want = media.Image{Src: "/storage/" + svc2.Path, Width: 1000, Height: 500, Srcset: variantsOf(svc2.Path, 1000, ".jpg", 400, 800)}
		if detail.Data.Image == nil || *detail.Data.Image != want {
			t.Errorf("replaced image: got %+v, want %+v", detail.Data.Image, want)
		}

		// Deleting the service removes everything it uploaded.
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/services/%d", svc.ID), token: token}), http.StatusOK)
		if got := ts.adminUploads(); len(got) != 0 {
			t.Errorf("uploads after delete: got %v, want none", got)
		}

		// A small picture has no copies, but still its size.
		r = ts.do(request{method: "POST", path: "/api/admin/blogs", token: token,
			body: newMultipart(map[string]string{"title": "Small", "body": "<p>B</p>", "status": "published"}).file("path", "s.png", photo(t, "png", 300, 200))})
		wantStatus(t, r, http.StatusCreated)
		_, post := adminSaved[store.Blog](t, r, "blog")
		var one struct{ Data store.Blog }
		ts.get("/api/blogs/"+post.Slug, "").decode(t, &one)
		if want := (media.Image{Src: "/storage/" + post.Path, Width: 300, Height: 200}); one.Data.Image == nil || *one.Data.Image != want {
			t.Errorf("blog image: got %+v, want %+v", one.Data.Image, want)
		}

		// Seeded state outlines are SVGs with an intrinsic size.
		var law struct{ Data store.StateLaw }
		ts.get("/api/state-law/1", "").decode(t, &law)
		if law.Data.Path == "" || law.Data.Image == nil || law.Data.Image.Width <= 0 || law.Data.Image.Height <= 0 || law.Data.Image.Srcset != "" {
			t.Errorf("state law %q image: got %+v, want a size and no srcset", law.Data.Path, law.Data.Image)
		}
	})
}
