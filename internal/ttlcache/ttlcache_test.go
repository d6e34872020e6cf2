package ttlcache

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

func newTestCache(maxBytes int) (*Cache[string], *time.Time) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := New[string](5*time.Second, maxBytes, func(v string) int { return len(v) })
	c.now = func() time.Time { return now }
	return c, &now
}

func TestGetSetExpire(t *testing.T) {
	c, now := newTestCache(1 << 20)
	c.Set("a", "one")
	if v, ok := c.Get("a"); !ok || v != "one" {
		t.Errorf("Get(a): got %q, %v; want one, true", v, ok)
	}
	if _, ok := c.Get("b"); ok {
		t.Error("Get(b): found a key never set")
	}
	*now = now.Add(5 * time.Second)
	if _, ok := c.Get("a"); ok {
		t.Error("Get(a) after the TTL: still found")
	}
}

func TestBytesBound(t *testing.T) {
	entry := len("k000") + 1000 + EntryOverhead
	c, _ := newTestCache(10 * entry)
	value := strings.Repeat("x", 1000)
	for i := range 100 {
		c.Set("k"+pad(i), value)
		if c.Bytes() > c.MaxBytes() {
			t.Fatalf("after %d sets: %d bytes, bound %d", i+1, c.Bytes(), c.MaxBytes())
		}
	}
	if c.Len() != 10 || c.Bytes() != 10*entry {
		t.Errorf("full cache: %d entries, %d bytes; want 10 and %d", c.Len(), c.Bytes(), 10*entry)
	}
	// The oldest went first; the newest ten are all there.
	if _, ok := c.Get("k" + pad(89)); ok {
		t.Error("k089 still held: the oldest entries were not the ones dropped")
	}
	for i := 90; i < 100; i++ {
		if _, ok := c.Get("k" + pad(i)); !ok {
			t.Errorf("k%s dropped; want the newest ten kept", pad(i))
		}
	}
}

func TestTooBigIsNotStored(t *testing.T) {
	c, _ := newTestCache(1000)
	c.Set("small", "v")
	c.Set("big", strings.Repeat("x", 1000))
	if _, ok := c.Get("big"); ok {
		t.Error("a value over the whole bound was stored")
	}
	if _, ok := c.Get("small"); !ok {
		t.Error("storing a too-big value dropped the others")
	}
	// A long key counts too.
	c.Set(strings.Repeat("k", 1000), "v")
	if c.Len() != 1 || c.Bytes() > 1000 {
		t.Errorf("after a too-long key: %d entries, %d bytes", c.Len(), c.Bytes())
	}
}

func TestReplaceAndPurge(t *testing.T) {
	c, _ := newTestCache(1 << 20)
	c.Set("a", "one")
	c.Set("a", "three")
	if v, _ := c.Get("a"); v != "three" || c.Len() != 1 || c.Bytes() != 1+5+EntryOverhead {
		t.Errorf("after replacing: %q, %d entries, %d bytes", v, c.Len(), c.Bytes())
	}
	c.Purge()
	if _, ok := c.Get("a"); ok || c.Len() != 0 || c.Bytes() != 0 {
		t.Errorf("after Purge: found %v, %d entries, %d bytes", ok, c.Len(), c.Bytes())
	}
}

func TestExpiredDroppedFirst(t *testing.T) {
	entry := 1 + 10 + EntryOverhead
	c, now := newTestCache(3 * entry)
	c.Set("a", strings.Repeat("x", 10))
	*now = now.Add(6 * time.Second)
	c.Set("b", strings.Repeat("x", 10))
	if c.Len() != 1 {
		t.Errorf("expired entry kept: %d entries, want 1", c.Len())
	}
}

func pad(i int) string {
	s := strconv.Itoa(i)
	return strings.Repeat("0", 3-len(s)) + s
}
