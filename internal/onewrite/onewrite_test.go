package onewrite

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
)

// countingListener counts the writes made to the connections it accepts,
// under the gathering wrapper.
type countingListener struct {
	net.Listener
	mu     sync.Mutex
	writes int
}

func (l *countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &countingConn{Conn: c, l: l}, nil
}

func (l *countingListener) take() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.writes
	l.writes = 0
	return n
}

type countingConn struct {
	net.Conn
	l *countingListener
}

func (c *countingConn) Write(p []byte) (int, error) {
	c.l.mu.Lock()
	c.l.writes++
	c.l.mu.Unlock()
	return c.Conn.Write(p)
}

func serve(t *testing.T, h http.Handler) (string, *countingListener) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	counted := &countingListener{Listener: l}
	srv := &http.Server{Handler: h, ConnContext: ConnContext}
	go srv.Serve(Listen(counted))
	t.Cleanup(func() { srv.Close() })
	return "http://" + l.Addr().String(), counted
}

func body(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('a' + i%26)
	}
	return b
}

func TestGatherSendsAnAnswerInOneWrite(t *testing.T) {
	mux := http.NewServeMux()
	answer := func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.URL.Query().Get("n"))
		w.Header().Set("Content-Length", strconv.Itoa(n))
		w.Write(body(n))
	}
	mux.HandleFunc("/gathered", func(w http.ResponseWriter, r *http.Request) {
		Gather(w, r, func() { answer(w, r) })
	})
	mux.HandleFunc("/plain", answer)
	base, counted := serve(t, mux)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}

	get := func(path string, n int) int {
		t.Helper()
		counted.take()
		res, err := client.Get(base + path + "?n=" + strconv.Itoa(n))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil || !bytes.Equal(got, body(n)) {
			t.Fatalf("%s n=%d: body of %d bytes, err %v", path, n, len(got), err)
		}
		return counted.take()
	}
	// Sizes around net/http's 2 KB and 4 KB buffers, and a page's size;
	// several answers on one kept-alive connection.
	for _, n := range []int{0, 100, 2047, 2049, 3500, 4096, 5000, 8200, 13000, 70000} {
		if writes := get("/gathered", n); writes != 1 {
			t.Errorf("gathered answer of %d bytes: %d writes, want 1", n, writes)
		}
	}
	// Without Gather a page's size takes more than one write: what the
	// package is for, and proof the count sees it.
	if writes := get("/plain", 13000); writes < 2 {
		t.Errorf("plain answer of 13000 bytes: %d writes, want at least 2", writes)
	}
}

func TestGatherWithoutAGatheringConnection(t *testing.T) {
	rec := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "/", nil)
	Gather(rec, r, func() { rec.Write([]byte("hello")) })
	if rec.Body.String() != "hello" {
		t.Fatalf("body %q", rec.Body.String())
	}
}

func TestDetachedRequestsDoNotGather(t *testing.T) {
	c := &conn{}
	ctx := Detached(context.WithValue(context.Background(), connKey{}, c))
	r := httptest.NewRequest("GET", "/", nil).WithContext(ctx)
	rec := httptest.NewRecorder()
	Gather(rec, r, func() {
		if c.gathering {
			t.Error("a detached request gathers on the connection")
		}
		rec.Write([]byte("in memory"))
	})
	if rec.Body.String() != "in memory" {
		t.Fatalf("body %q", rec.Body.String())
	}
}

func TestFilesStillServeThroughTheConnection(t *testing.T) {
	dir := t.TempDir()
	content := body(200_000)
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), content, 0o644); err != nil {
		t.Fatal(err)
	}
	base, _ := serve(t, http.FileServer(http.Dir(dir)))
	res, err := http.Get(base + "/big.bin")
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !bytes.Equal(got, content) {
		t.Fatalf("file of %d bytes arrived as %d", len(content), len(got))
	}
}

func TestAFailedGatheredWriteFailsTheNext(t *testing.T) {
	server, client := net.Pipe()
	client.Close()
	c := &conn{Conn: server}
	if !c.start() || c.start() {
		t.Fatal("start gathers once")
	}
	c.Write([]byte("answer"))
	c.end()
	if _, err := c.Write([]byte("more")); err == nil {
		t.Fatal("write after a failed gathered write succeeded")
	}
}
