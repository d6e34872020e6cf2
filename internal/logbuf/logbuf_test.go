package logbuf

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// sink counts the writes it gets.
type sink struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	writes int
}

func (s *sink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes++
	return s.buf.Write(p)
}

func (s *sink) text() (string, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String(), s.writes
}

func TestBatchedUntilTheInterval(t *testing.T) {
	out := &sink{}
	w := New(out, time.Hour)
	log := slog.New(Handler(slog.NewTextHandler(w, nil), w))
	for i := range 100 {
		log.Info("request", "n", i)
	}
	if text, _ := out.text(); text != "" {
		t.Fatalf("routine lines written before the interval: %q", text)
	}
	log.Warn("trouble")
	text, writes := out.text()
	if writes != 1 || strings.Count(text, "msg=request") != 100 || !strings.HasSuffix(text, "msg=trouble\n") {
		t.Errorf("a warning writes everything before it, in order, at once: %d writes\n%s", writes, text)
	}
	log.Info("last")
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if text, _ := out.text(); !strings.HasSuffix(text, "msg=last\n") {
		t.Errorf("Close did not write the rest")
	}
}

func TestWrittenEveryInterval(t *testing.T) {
	out := &sink{}
	w := New(out, 10*time.Millisecond)
	defer w.Close()
	slog.New(Handler(slog.NewJSONHandler(w, nil), w)).Info("tick")
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		if text, _ := out.text(); strings.Contains(text, `"msg":"tick"`) {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Error("a routine line was not written within the interval")
}

func TestFullBufferWrittenAtOnce(t *testing.T) {
	out := &sink{}
	w := New(out, time.Hour)
	defer w.Close()
	line := strings.Repeat("x", 1000) + "\n"
	for range flushAt/len(line) + 1 {
		w.Write([]byte(line))
	}
	if _, writes := out.text(); writes != 1 {
		t.Errorf("a full buffer: %d writes, want 1", writes)
	}
}
