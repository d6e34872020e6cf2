package httpapi

import (
	"net/http"
	"testing"
)

// TestVisitsNUL is a regression test found by
// visits.FuzzNormalise: a beacon whose source, medium or campaign holds a
// NUL (valid in JSON) is counted with them
// removed. PostgreSQL refuses NUL in text, and with it every view of the
// batch: on PostgreSQL the write failed and the batch was lost.
func TestVisitsNUL(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, ts.beacon(map[string]any{"path": "/faqs", "landing_page": "/faqs\u0000",
			"source": "goo\u0000gle", "medium": "\u0000", "campaign": "spr\u0000ing", "entry": true}, nil), http.StatusNoContent)
		rows := ts.visitRows()
		if len(rows) != 1 {
			t.Fatalf("rows: got %+v, want one", rows)
		}
		if r := rows[0]; r.Source != "google" || r.Medium != "(direct)" || r.Campaign != "spring" || r.Views != 1 {
			t.Errorf("row: got %+v", r)
		}
	})
}
