// Package logbuf batches log output: a busy server writes one access-log
// line per request, and a write to the log file per line costs a system
// call each. Lines are collected and written together every interval (or
// sooner when the buffer fills); a record of level Warn or above is written
// at once with everything before it, so a problem is never waiting in
// memory. What a crash can lose is at most the last interval's routine
// lines.
package logbuf

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// flushAt is the buffered size that is written without waiting.
const flushAt = 64 << 10

// Writer buffers what is written to it for out.
type Writer struct {
	mu   sync.Mutex
	out  io.Writer
	buf  []byte
	stop chan struct{}
	done chan struct{}
}

// New writes to out every interval until Close.
func New(out io.Writer, interval time.Duration) *Writer {
	w := &Writer{out: out, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(w.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				w.Flush()
			case <-w.stop:
				return
			}
		}
	}()
	return w
}

// Write keeps p for the next flush (slog hands each record over whole).
func (w *Writer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	if len(w.buf) >= flushAt {
		return len(p), w.flushLocked()
	}
	return len(p), nil
}

// Flush writes everything buffered.
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.flushLocked()
}

func (w *Writer) flushLocked() error {
	if len(w.buf) == 0 {
		return nil
	}
	_, err := w.out.Write(w.buf)
	w.buf = w.buf[:0]
	return err
}

// Close stops the timer and writes what is left.
func (w *Writer) Close() error {
	close(w.stop)
	<-w.done
	return w.Flush()
}

// Handler is a slog handler writing through w: records of level Warn and
// above are written at once.
func Handler(next slog.Handler, w *Writer) slog.Handler {
	return urgent{next, w}
}

type urgent struct {
	slog.Handler
	w *Writer
}

func (u urgent) Handle(ctx context.Context, r slog.Record) error {
	err := u.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		u.w.Flush()
	}
	return err
}

func (u urgent) WithAttrs(attrs []slog.Attr) slog.Handler {
	return urgent{u.Handler.WithAttrs(attrs), u.w}
}

func (u urgent) WithGroup(name string) slog.Handler {
	return urgent{u.Handler.WithGroup(name), u.w}
}
