package billing

import "github.com/bojanz/currency"

// FormatUSD writes an amount of cents as US dollars the way locale ("en-US",
// "es-US") writes money, from CLDR's rules: "$1,234.50", "-$12.50".
func FormatUSD(cents int64, locale string) string {
	amount, err := currency.NewAmountFromInt64(cents, "USD")
	if err != nil {
		// Unreachable: USD is a known currency code.
		panic(err)
	}
	return currency.NewFormatter(currency.NewLocale(locale)).Format(amount)
}
