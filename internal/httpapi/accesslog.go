package httpapi

import (
	"io"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"
)

// UseAccessLog has the request lines of level INFO written to w directly,
// one Write per line, in the JSON the log handler writes (same keys, same
// order, times and durations as slog writes them). Lines of other levels,
// and every other line, still go through the logger. Called before
// Handler; w must take concurrent writes whole (logbuf.Writer does).
//
// Why: every answer logs a line, and slog's general machinery (a record,
// its attributes, the handler chain, reflection on values) made that line
// about 40% of what a cached page costs past net/http (make bench's
// rendered page against hello-world: 61% of it with the line, 67-74%
// without).
func (s *Server) UseAccessLog(w io.Writer) { s.access = w }

// accessLine is one request's line, as logRequests gathered it.
type accessLine struct {
	at        time.Time
	method    string
	route     string
	path      string
	status    int
	bytes     int
	duration  time.Duration
	ip        string // "" for none (the visit beacon)
	requestID string
}

var accessBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

func (s *Server) writeAccessLine(l accessLine) {
	bp := accessBuffers.Get().(*[]byte)
	b := appendAccessLine((*bp)[:0], l)
	s.access.Write(b)
	*bp = b
	accessBuffers.Put(bp)
}

func appendAccessLine(b []byte, l accessLine) []byte {
	b = append(b, `{"time":"`...)
	b = l.at.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","level":"INFO","msg":"request","method":`...)
	b = appendJSONString(b, l.method)
	b = append(b, `,"route":`...)
	b = appendJSONString(b, l.route)
	b = append(b, `,"path":`...)
	b = appendJSONString(b, l.path)
	b = append(b, `,"status":`...)
	b = strconv.AppendInt(b, int64(l.status), 10)
	b = append(b, `,"bytes":`...)
	b = strconv.AppendInt(b, int64(l.bytes), 10)
	b = append(b, `,"duration":`...)
	b = strconv.AppendInt(b, int64(l.duration), 10)
	if l.ip != "" {
		b = append(b, `,"ip":`...)
		b = appendJSONString(b, l.ip)
	}
	b = append(b, `,"request_id":`...)
	b = appendJSONString(b, l.requestID)
	return append(b, "}\n"...)
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string: quotes, backslashes and
// control characters escaped, bytes that are not UTF-8 replaced by
// U+FFFD, and U+2028 and U+2029 escaped (as encoding/json does), so any
// path a client sends stays one well-formed line.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
