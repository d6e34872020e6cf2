package store

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"claimsite/internal/ratelimit"
)

// openLax opens SQLite's connection for writes a power cut may lose
// without harm (Store.lax): the request counters and the outbox's
// bookkeeping. Every limited request writes a counter, and with
// synchronous=FULL each of those commits would wait for the disk:
// measured, that cut lead intake by more than half; the delivery worker's
// claims did the same to intake with a partner. So this connection commits
// with synchronous=NORMAL (WAL mode keeps the file consistent; a later FULL
// commit of a lead flushes these frames too). One connection: these writes
// queue in Go rather than in SQLite's busy handler.
func openLax(dsn string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", strings.Replace(dsn, "synchronous(FULL)", "synchronous(NORMAL)", 1))
	if err != nil {
		return nil, fmt.Errorf("open sqlite counters: %w", err)
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxIdleTime(0)
	return db, nil
}

// RateCount is one request to count against a limit: the rule, the key the
// rule counts by (a client network, an e-mail, a phone number) and the
// limit in force. The key is hashed before it reaches the database.
type RateCount struct {
	Rule  string
	Key   string
	Limit ratelimit.Limit
}

// RateResult is where a counter stands in its current window.
type RateResult struct {
	Hits int
	// Reset is when the window ends and the counter starts again.
	Reset time.Time
}

// CountRequests adds one to the counter of each count in its current fixed
// window and returns the new totals, in the order given. All counters move
// in one statement (one write, one commit), so a lead checked per client
// and per phone costs one small upsert. Each count must name another rule.
func (s *Store) CountRequests(ctx context.Context, counts ...RateCount) ([]RateResult, error) {
	if len(counts) == 0 {
		return nil, nil
	}
	now := s.now()
	// Rows are locked in one order by every statement, so two requests
	// sharing counters on PostgreSQL never wait on each other in a cycle.
	order := make([]int, len(counts))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(counts[a].Rule, counts[b].Rule) })
	results := make([]RateResult, len(counts))
	byRule := make(map[string]int, len(counts))
	values := make([]string, 0, len(counts))
	args := make([]any, 0, 4*len(counts))
	for _, i := range order {
		c := counts[i]
		if _, dup := byRule[c.Rule]; dup {
			return nil, fmt.Errorf("count requests: rule %s given twice", c.Rule)
		}
		byRule[c.Rule] = i
		start, end := c.Limit.Current(now)
		results[i].Reset = end
		values = append(values, "(?, ?, ?, 1, ?)")
		args = append(args, c.Rule, ratelimit.HashKey(c.Key), start.Unix(), end.Unix())
	}
	rows, err := s.query(ctx, s.lax, `INSERT INTO rate_limit_hits (rule, key_hash, window_start, hits, expires_at)
		VALUES `+strings.Join(values, ", ")+`
		ON CONFLICT (rule, key_hash, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
		RETURNING rule, hits`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var rule string
		var hits int
		if err := rows.Scan(&rule, &hits); err != nil {
			return nil, err
		}
		results[byRule[rule]].Hits = hits
	}
	return results, rows.Err()
}

// RequestCount reads a counter without adding to it: failed logins are
// checked before the password and counted only when it is wrong.
func (s *Store) RequestCount(ctx context.Context, c RateCount) (RateResult, error) {
	start, end := c.Limit.Current(s.now())
	res := RateResult{Reset: end}
	err := s.queryRow(ctx, s.db, `SELECT COALESCE(SUM(hits), 0) FROM rate_limit_hits WHERE rule = ? AND key_hash = ? AND window_start = ?`,
		c.Rule, ratelimit.HashKey(c.Key), start.Unix()).Scan(&res.Hits)
	return res, err
}

// DeleteOldRequestCounts forgets counters whose window has ended; the
// hourly sweep calls it, so the table holds about one window of traffic.
func (s *Store) DeleteOldRequestCounts(ctx context.Context) error {
	_, err := s.exec(ctx, s.db, `DELETE FROM rate_limit_hits WHERE expires_at <= ?`, s.now().Unix())
	return err
}
