// Package reqlog ties log lines to the request they were written for: the
// HTTP layer puts the request id in each request's context, and Handler
// adds it to every line logged with that context, whatever package logs it.
package reqlog

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
)

type ctxKey struct{}

// WithID returns ctx carrying the request id id.
func WithID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, ctxKey{}, id)
}

// ID is the request id of ctx, or "" outside a request.
func ID(ctx context.Context) string {
	if ctx == nil {
		return ""
	}
	id, _ := ctx.Value(ctxKey{}).(string)
	return id
}

// Handler wraps next so that each record logged with a request's context
// carries its request_id. Wrapping twice is harmless.
func Handler(next slog.Handler) slog.Handler {
	if h, ok := next.(handler); ok {
		return h
	}
	return handler{next}
}

type handler struct{ next slog.Handler }

func (h handler) Enabled(ctx context.Context, l slog.Level) bool { return h.next.Enabled(ctx, l) }

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	if id := ID(ctx); id != "" {
		// r is this line's own Record, made by the Logger for this call.
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.next.Handle(ctx, r)
}

func (h handler) WithAttrs(as []slog.Attr) slog.Handler { return handler{h.next.WithAttrs(as)} }
func (h handler) WithGroup(name string) slog.Handler    { return handler{h.next.WithGroup(name)} }

// Levels are the values CLAIMSITE_LOG_LEVEL takes.
var Levels = []string{"debug", "info", "warn", "error"}

// ParseLevel reads a CLAIMSITE_LOG_LEVEL value (case-insensitive).
func ParseLevel(s string) (slog.Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "debug":
		return slog.LevelDebug, nil
	case "info", "":
		return slog.LevelInfo, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return 0, fmt.Errorf("want one of %s, got %q", strings.Join(Levels, ", "), s)
}
