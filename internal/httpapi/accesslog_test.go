package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"claimsite/internal/reqlog"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestAccessLineIsTheLoggersLine: the request line written directly
// (UseAccessLog) is the line the JSON log handler writes for the same
// request, key for key, whatever bytes the path holds.
func TestAccessLineIsTheLoggersLine(t *testing.T) {
	at := time.Date(2026, 11, 25, 9, 50, 1, 316135835, time.UTC)
	paths := []string{
		"/service-detail/1",
		`/a"quote\back`,
		"/tab\there/new\nline/nul\x00/bell\x07",
		"/not-utf8-\xff\xfe/end",
		"/caf\u00e9/\u2028/\u2029/\U0001F600",
		"",
	}
	for _, path := range paths {
		for _, ip := range []string{"127.0.0.1", ""} {
			line := accessLine{at: at, method: "GET", route: "page", path: path, status: 200, bytes: 13015,
				duration: 762697 * time.Nanosecond, ip: ip, requestID: "c8af21e020d1603f"}
			fast := appendAccessLine(nil, line)
			if bytes.Count(fast, []byte("\n")) != 1 || fast[len(fast)-1] != '\n' {
				t.Fatalf("%q: not one line: %q", path, fast)
			}

			var viaSlog bytes.Buffer
			log := slog.New(reqlog.Handler(slog.NewJSONHandler(&viaSlog, nil)))
			attrs := []slog.Attr{slog.String("method", line.method), slog.String("route", line.route), slog.String("path", line.path),
				slog.Int("status", line.status), slog.Int("bytes", line.bytes), slog.Duration("duration", line.duration)}
			if ip != "" {
				attrs = append(attrs, slog.String("ip", ip))
			}
			r := slog.NewRecord(at, slog.LevelInfo, "request", 0)
			r.AddAttrs(attrs...)
			if err := log.Handler().Handle(reqlog.WithID(context.Background(), line.requestID), r); err != nil {
				t.Fatal(err)
			}

			var got, want map[string]any
			if err := json.Unmarshal(fast, &got); err != nil {
				t.Fatalf("%q: the direct line is not JSON: %v\n%s", path, err, fast)
			}
			if err := json.Unmarshal(viaSlog.Bytes(), &want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%q:\n direct %s\n slog   %s", path, fast, viaSlog.Bytes())
			}
			if keys(fast) != keys(viaSlog.Bytes()) {
				t.Errorf("%q: key order differs:\n direct %s\n slog   %s", path, keys(fast), keys(viaSlog.Bytes()))
			}
		}
	}
}

// keys lists a JSON object's keys in the order written.
func keys(line []byte) string {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.Token() // {
	var out []string
	for dec.More() {
		k, _ := dec.Token()
		out = append(out, k.(string))
		var v json.RawMessage
		dec.Decode(&v)
	}
	return strings.Join(out, ",")
}

// TestServerWritesAccessLines: with UseAccessLog, a request's INFO line
// goes to the writer, and a 5xx's ERROR line still through the logger.
func TestServerWritesAccessLines(t *testing.T) {
	cfg := testConfig(t)
	st := storetest.Open(t, store.SQLite, seeded(cfg))
	var logged, direct bytes.Buffer
	ts := newTestServer(t, st, cfg)
	ts.server.log = slog.New(reqlog.Handler(slog.NewJSONHandler(&logged, nil)))
	ts.server.UseAccessLog(&direct)
	h := ts.server.Handler()

	req := httptest.NewRequest("GET", "/api/site", nil)
	req.Header.Set("X-Request-ID", "req-1")
	h.ServeHTTP(httptest.NewRecorder(), req)
	var line map[string]any
	if err := json.Unmarshal(direct.Bytes(), &line); err != nil {
		t.Fatalf("no direct line: %v: %q", err, direct.String())
	}
	if line["route"] != "GET /api/site" || line["request_id"] != "req-1" || line["status"] != float64(http.StatusOK) || line["ip"] != "192.0.2.1" {
		t.Errorf("direct line: %v", line)
	}
	if strings.Contains(logged.String(), `"msg":"request"`) {
		t.Errorf("the INFO request line also went through the logger: %s", logged.String())
	}

	direct.Reset()
	st.Close() // every database read now fails: a 5xx
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/api/admin/leads", nil))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/readyz", nil))
	if !strings.Contains(logged.String(), `"level":"ERROR","msg":"request"`) {
		t.Errorf("no ERROR request line through the logger: %s", logged.String())
	}
	if strings.Contains(direct.String(), `"status":5`) {
		t.Errorf("a 5xx line went to the direct writer: %s", direct.String())
	}
}
