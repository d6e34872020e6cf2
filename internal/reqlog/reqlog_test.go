package reqlog

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"testing"
)

func TestHandlerAddsRequestID(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(Handler(slog.NewJSONHandler(&buf, nil))).With("component", "test")
	ctx := WithID(context.Background(), "abc123")
	log.InfoContext(ctx, "in a request", "n", 1)
	log.InfoContext(context.Background(), "outside")
	log.Info("no context")

	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3:\n%s", len(lines), buf.String())
	}
	for i, want := range []string{"abc123", "", ""} {
		var m map[string]any
		if err := json.Unmarshal(lines[i], &m); err != nil {
			t.Fatal(err)
		}
		got, _ := m["request_id"].(string)
		if got != want {
			t.Errorf("line %d: request_id %q, want %q (%s)", i, got, want, lines[i])
		}
		if m["component"] != "test" {
			t.Errorf("line %d lost the logger's attributes: %s", i, lines[i])
		}
	}
}

func TestHandlerWrapsOnce(t *testing.T) {
	var buf bytes.Buffer
	h := Handler(slog.NewJSONHandler(&buf, nil))
	slog.New(Handler(h)).InfoContext(WithID(context.Background(), "x1"), "once")
	if n := bytes.Count(buf.Bytes(), []byte(`"request_id"`)); n != 1 {
		t.Errorf("request_id appears %d times, want 1: %s", n, buf.String())
	}
}

func TestParseLevel(t *testing.T) {
	for _, c := range []struct {
		in   string
		want slog.Level
		ok   bool
	}{
		{"debug", slog.LevelDebug, true},
		{"info", slog.LevelInfo, true},
		{"", slog.LevelInfo, true},
		{"WARN", slog.LevelWarn, true},
		{"warning", slog.LevelWarn, true},
		{" error ", slog.LevelError, true},
		{"verbose", 0, false},
		{"3", 0, false},
	} {
		got, err := ParseLevel(c.in)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}
