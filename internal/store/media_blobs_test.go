package store_test

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"claimsite/internal/media"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestMediaBlobs: an upload and its copies are stored all or none, bytes
// come back as written (NUL bytes included), a taken path is a conflict,
// an import of a stored path changes nothing.
func TestMediaBlobs(t *testing.T) {
	ctx := context.Background()
	created := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	data := append([]byte("\x89PNG\r\n\x1a\n\x00\x00"), bytes.Repeat([]byte{0, 255, 7}, 1000)...)
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		put := []media.Blob{
			{Path: "uploads/a.png", ContentType: "image/png", Data: data, CreatedAt: created},
			{Path: "uploads/a-400w.png", ContentType: "image/png", Data: data[:100], CreatedAt: created},
		}
		if err := st.PutMediaBlobs(ctx, put); err != nil {
			t.Fatal(err)
		}
		got, ok, err := st.MediaBlob(ctx, "uploads/a.png")
		if err != nil || !ok || !bytes.Equal(got.Data, data) || got.ContentType != "image/png" || !got.CreatedAt.Equal(created) {
			t.Errorf("MediaBlob: %d bytes, %q, %v, %v, %v", len(got.Data), got.ContentType, got.CreatedAt, ok, err)
		}
		if _, ok, err := st.MediaBlob(ctx, "uploads/none.png"); ok || err != nil {
			t.Errorf("MediaBlob of a missing path: %v, %v", ok, err)
		}

		// The second blob's path is taken: nothing of this set is stored.
		err = st.PutMediaBlobs(ctx, []media.Blob{
			{Path: "uploads/b.png", ContentType: "image/png", Data: data, CreatedAt: created},
			{Path: "uploads/a.png", ContentType: "image/png", Data: data, CreatedAt: created},
		})
		if !errors.Is(err, store.ErrConflict) {
			t.Errorf("PutMediaBlobs over a taken path: %v, want ErrConflict", err)
		}
		paths, err := st.MediaBlobPaths(ctx)
		if want := []string{"uploads/a-400w.png", "uploads/a.png"}; err != nil || !slices.Equal(paths, want) {
			t.Errorf("stored: %v, %v; want %v", paths, err, want)
		}

		if stored, err := st.ImportMediaBlob(ctx, media.Blob{Path: "uploads/a.png", ContentType: "image/gif", Data: []byte("GIF89a"), CreatedAt: created}); stored || err != nil {
			t.Errorf("import over a stored path: %v, %v; want false, nil", stored, err)
		}
		if got, _, _ := st.MediaBlob(ctx, "uploads/a.png"); !bytes.Equal(got.Data, data) {
			t.Error("import changed a stored file")
		}
		if found, err := st.MediaBlobsExist(ctx, []string{"uploads/x.png", "uploads/a.png", "uploads/a-400w.png"}); err != nil || !slices.Equal(found, []string{"uploads/a.png", "uploads/a-400w.png"}) {
			t.Errorf("MediaBlobsExist: %v, %v", found, err)
		}
		if err := st.DeleteMediaBlobs(ctx, []string{"uploads/a.png", "uploads/a-400w.png", "uploads/x.png"}); err != nil {
			t.Fatal(err)
		}
		if paths, err := st.MediaBlobPaths(ctx); err != nil || len(paths) != 0 {
			t.Errorf("after delete: %v, %v", paths, err)
		}
	})
}
