package store

import (
	"context"
	"database/sql"
	"strings"
	"time"
)

// DB exposes the handle to the store's external tests, to look at rows no
// method returns.
func (s *Store) DB() *sql.DB { return s.db }

// LatencyBucket exposes the delivery-time bucket to the summaries' recount.
var LatencyBucket = latencyBucket

// SummaryRows reads every summary row that counts anything, keyed by
// "table|key|key…", for tests that compare the kept summaries with a
// recount.
func (s *Store) SummaryRows(ctx context.Context) (map[string][]int64, error) {
	out := map[string][]int64{}
	for _, t := range append(summaryTables[:len(summaryTables):len(summaryTables)], latencyStatsTable) {
		cols := append(append([]string{}, t.keys...), t.counters...)
		rows, err := s.db.QueryContext(ctx, "SELECT "+strings.Join(cols, ", ")+" FROM "+t.name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			keys := make([]string, len(t.keys))
			counts := make([]int64, len(t.counters))
			dst := make([]any, 0, len(cols))
			for i := range keys {
				dst = append(dst, &keys[i])
			}
			for i := range counts {
				dst = append(dst, &counts[i])
			}
			if err := rows.Scan(dst...); err != nil {
				rows.Close()
				return nil, err
			}
			zero := true
			for _, c := range counts {
				zero = zero && c == 0
			}
			if !zero {
				out[t.name+"|"+strings.Join(keys, "|")] = counts
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// SetSummaryStepLeads makes each summary step count n leads.
func (s *Store) SetSummaryStepLeads(n int) { s.summaryStepLeads = n }

// SummaryTotal exposes the inbox's summary totals (leads_totals.go).
func (s *Store) SummaryTotal(ctx context.Context, f LeadFilter) (int, bool, error) {
	return s.summaryTotal(ctx, f)
}

// SummaryPageStart exposes where a deep page starts (leads_totals.go).
func (s *Store) SummaryPageStart(ctx context.Context, f LeadFilter, offset int) (time.Time, int, bool, error) {
	return s.summaryPageStart(ctx, f, offset)
}

// LeadListQueries exposes the queries LeadList runs for f (the page's ids,
// from before when not nil, and the count), in the store's dialect, to the
// plan tests; broad as for a search with more matches than it counts (the
// page checking each lead's text, the count the matches' ids), walk
// as for delivery and attribution filters with many matches (leadForms).
func (s *Store) LeadListQueries(f LeadFilter, before *LeadCursor, broad, walk bool) (page string, pageArgs []any, count string, countArgs []any) {
	forms := leadForms{broad: broad, walkDelivery: walk, walkAttribution: walk}
	page, pageArgs = s.matchLeads(f, forms).pageQuery(before, 11, 0)
	forms.broadByIDs = broad
	count, countArgs = s.matchLeads(f, forms).countQuery(s.countCap())
	return s.rebind(page), pageArgs, s.rebind(count), countArgs
}

// LeadListForms exposes how LeadList reads f for a page of rows leads: a
// search's text against its matches' ids as the order is walked (broad),
// and the delivery and attribution filters walked.
func (s *Store) LeadListForms(ctx context.Context, f LeadFilter, rows int) (broad, walkDelivery, walkAttribution bool, err error) {
	counts, err := s.matchCountsOf(ctx, f)
	forms := counts.forms(rows)
	return forms.broad, forms.walkDelivery, forms.walkAttribution, err
}

// SetCountCap lowers the cap on the inbox's counts (countCap) on this
// store until restore is called.
func (s *Store) SetCountCap(n int) (restore func()) {
	old := s.countCapOverride
	s.countCapOverride = n
	return func() { s.countCapOverride = old }
}

// DeferredIndexNames names PostgreSQL's deferred indexes, for the test that
// drops them as an upgrade finds them.
func DeferredIndexNames() []string {
	names := make([]string, len(deferredIndexes))
	for i, idx := range deferredIndexes {
		names[i] = idx.name
	}
	return names
}

// ReplacedIndexNames names the indexes the deferred ones replace.
var ReplacedIndexNames = replacedIndexes

// OpenMigratedTo opens a store whose database gets the migrations up to
// version only, for tests of a migration on the schema before it.
func OpenMigratedTo(ctx context.Context, databaseURL, dataDir string, version int) (*Store, error) {
	s, err := connect(databaseURL, dataDir)
	if err != nil {
		return nil, err
	}
	if err := s.migrate(ctx, version); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Rebind writes a query's ? placeholders as the store's dialect wants them.
func (s *Store) Rebind(query string) string { return s.rebind(query) }
