// Package billing holds the money rules of partner firms (decision 048):
// what a lead costs a firm, whether a firm can take one, returns and
// their limits. It imports no store: amounts are integer cents, and the
// store keeps the ledger, holds and balances these rules decide about.
package billing

// Pricing is what a firm pays per lead: a default, the price of a shared
// lead (an installation that sends each lead to several firms), and
// overrides for some leads.
type Pricing struct {
	PriceCents       int64      `json:"price_cents"`
	SharedPriceCents int64      `json:"shared_price_cents"`
	Overrides        []Override `json:"price_overrides"`
}

// Override prices the leads that match every key it names: a state, a
// practice area (service id), a tier, or several. A nil key matches any
// lead.
type Override struct {
	State      *string `json:"state"`
	ServiceID  *int64  `json:"service_id"`
	Tier       *string `json:"tier"`
	PriceCents int64   `json:"price_cents"`
}

// Lead is what a price depends on: what the lead is when it is routed,
// never what became of it. Its tier is what the case evaluation knew
// before any firm saw the lead (issue 23), not an outcome.
type Lead struct {
	State     string
	ServiceID int64  // 0: no practice area
	Tier      string // A to D, or "unrated" (the short forms)
}

// Tiers are the tiers a price may name: the case evaluation's, and
// "unrated" for the leads of the short forms.
var Tiers = []string{"A", "B", "C", "D", "unrated"}

// Price is what a lead costs the firm. shared: the installation sends
// each lead to more than one firm; then every firm pays its shared price,
// however many firms this lead found. Otherwise the applying override
// that names the most keys wins (ties: the one naming the practice area,
// then the one naming the state, then the tier; then the first listed),
// and without one the default.
func (p Pricing) Price(l Lead, shared bool) int64 {
	if shared {
		return p.SharedPriceCents
	}
	best, bestRank := -1, -1
	for i, o := range p.Overrides {
		if !o.applies(l) {
			continue
		}
		if r := o.rank(); r > bestRank {
			best, bestRank = i, r
		}
	}
	if best < 0 {
		return p.PriceCents
	}
	return p.Overrides[best].PriceCents
}

func (o Override) applies(l Lead) bool {
	tier := l.Tier
	if tier == "" {
		tier = "unrated"
	}
	return (o.State == nil || *o.State == l.State) && (o.ServiceID == nil || *o.ServiceID == l.ServiceID) &&
		(o.Tier == nil || *o.Tier == tier)
}

// rank orders applying overrides: more keys first, then the one naming
// the practice area, then the one naming the state, then the tier.
func (o Override) rank() int {
	keys, r := 0, 0
	if o.ServiceID != nil {
		keys, r = keys+1, r+4
	}
	if o.State != nil {
		keys, r = keys+1, r+2
	}
	if o.Tier != nil {
		keys, r = keys+1, r+1
	}
	return keys*10 + r
}
