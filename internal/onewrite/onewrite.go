// Package onewrite sends an answer made in memory to its connection in one
// write.
//
// net/http copies an answer through a 4 KB buffer per connection: the
// headers go into the buffer, the body fills it, the buffer is written, and
// the rest of the body follows in a second write (and a third when a
// remainder waits in the buffer for the end of the request). Each write is
// a system call and, on the way to the client, a packet and a wake-up of
// its reader. For a rendered page of 13 KB the second write costs about a
// quarter of the throughput (docs/benchmarks.md). Gather collects what an
// answer writes and hands it to the connection at once.
//
// Only answers whose bytes are all in memory use it: it holds the whole
// answer until it ends, so it is not for streams or files.
package onewrite

import (
	"context"
	"io"
	"net"
	"net/http"
	"sync"
)

// Listen wraps l so that the connections it accepts can gather writes. A
// server serving it sets ConnContext as its http.Server.ConnContext.
func Listen(l net.Listener) net.Listener { return listener{l} }

type listener struct{ net.Listener }

func (l listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &conn{Conn: c}, nil
}

type connKey struct{}

// ConnContext puts the connection in the context of its requests, for
// Gather to find.
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	if oc, ok := c.(*conn); ok {
		return context.WithValue(ctx, connKey{}, oc)
	}
	return ctx
}

// Detached is ctx without its connection, for requests served in-process
// (a server render reading the API) whose answers go to a buffer.
func Detached(ctx context.Context) context.Context {
	return context.WithValue(ctx, connKey{}, (*conn)(nil))
}

// conn is a connection that, while gathering, keeps what is written to it
// and writes it when the gathering ends.
type conn struct {
	net.Conn
	mu        sync.Mutex
	gathering bool
	gathered  *[]byte
	err       error // the failed write of a gathered answer, returned by the next
}

var buffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

// largestKept is the largest buffer put back in the pool: one huge answer
// should not keep its memory for every answer after it.
const largestKept = 256 << 10

func (c *conn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return 0, c.err
	}
	if c.gathering {
		*c.gathered = append(*c.gathered, p...)
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// ReadFrom keeps the connection's own ReadFrom (sendfile for files served
// by http.ServeContent), which net/http looks for on the connection.
func (c *conn) ReadFrom(r io.Reader) (int64, error) {
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(writerOnly{c}, r)
}

type writerOnly struct{ io.Writer }

// CloseWrite keeps the connection's half-close, which net/http uses to end
// a connection gracefully.
func (c *conn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// start begins gathering; false when it already has (an answer captured
// in memory by a handler that then writes it).
func (c *conn) start() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gathering {
		return false
	}
	c.gathering = true
	c.gathered = buffers.Get().(*[]byte)
	return true
}

func (c *conn) end() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gathering = false
	b := c.gathered
	c.gathered = nil
	if len(*b) > 0 && c.err == nil {
		if _, err := c.Conn.Write(*b); err != nil {
			c.err = err
		}
	}
	if cap(*b) <= largestKept {
		*b = (*b)[:0]
		buffers.Put(b)
	}
}

// Gather runs answer, which writes a whole answer to w, and sends all of it
// to r's connection in one write. Where the connection cannot gather (a
// test's recorder, a connection not from Listen, HTTP/2) answer runs as it
// would without it.
func Gather(w http.ResponseWriter, r *http.Request, answer func()) {
	c, _ := r.Context().Value(connKey{}).(*conn)
	if c == nil || r.ProtoMajor != 1 || !c.start() {
		answer()
		return
	}
	defer c.end()
	answer()
	// Push what net/http still buffers to the connection, which gathers it:
	// a short answer, or the end of a longer one, would otherwise wait for
	// the end of the request and leave in a write of its own.
	_ = http.NewResponseController(w).Flush()
}
