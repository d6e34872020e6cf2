package experiments

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
)

// Key identifies a visitor-day (decision 062): the same client network
// and browser on the same day give the same key, and nothing else can be
// learnt from it. It is never stored beyond the life of its secret.
type Key [32]byte

// VisitorKey is HMAC-SHA256(secret, network || 0x00 || userAgent): secret
// is the day's secret, network the client's network as the request
// limits group it (the /64 of an IPv6 address). The zero byte keeps
// ("ab", "c") apart from ("a", "bc").
func VisitorKey(secret []byte, network, userAgent string) Key {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(network))
	m.Write([]byte{0})
	m.Write([]byte(userAgent))
	var k Key
	copy(k[:], m.Sum(nil))
	return k
}

// draw is a number uniform in [0, n) from the first 64 bits of
// HMAC-SHA256(seed, label || k). The high word of the 128-bit product
// maps 2^64 inputs onto n outputs with a bias below n/2^64.
func draw(seed []byte, label string, k Key, n uint64) uint64 {
	m := hmac.New(sha256.New, seed)
	m.Write([]byte(label))
	m.Write(k[:])
	hi, _ := bits.Mul64(binary.BigEndian.Uint64(m.Sum(nil)), n)
	return hi
}

// Member reports whether the visitor-day k is in an experiment of seed
// that takes trafficPercent of the traffic: a draw in [0, 10000) from
// HMAC-SHA256(seed, "member:" || k) below trafficPercent*100. Raising the
// share only adds members; no one who was in leaves.
func Member(seed []byte, k Key, trafficPercent int) bool {
	if trafficPercent <= 0 {
		return false
	}
	return draw(seed, "member:", k, 10000) < uint64(trafficPercent)*100
}

// Pick is the key of the variant the visitor-day k sees, chosen in
// proportion to the weights by a draw from HMAC-SHA256(seed, "variant:" ||
// k). It is a hash apart from Member's, so the share of traffic never
// moves a member from one variant to another. "" when no variant has a
// positive weight.
func Pick(seed []byte, k Key, variants []Variant) string {
	var total uint64
	for _, v := range variants {
		if v.Weight > 0 {
			total += uint64(v.Weight)
		}
	}
	if total == 0 {
		return ""
	}
	x := draw(seed, "variant:", k, total)
	for _, v := range variants {
		if v.Weight <= 0 {
			continue
		}
		if x < uint64(v.Weight) {
			return v.Key
		}
		x -= uint64(v.Weight)
	}
	return "" // not reached
}

// Assign is the variant the visitor-day k sees in e, and whether k is a
// member at all. It does not look at the status: which experiments are
// running is the caller's question.
func Assign(e Experiment, k Key) (variant string, ok bool) {
	if !Member(e.Seed, k, e.TrafficPercent) {
		return "", false
	}
	v := Pick(e.Seed, k, e.Variants)
	return v, v != ""
}
