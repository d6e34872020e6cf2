package config

import (
	"log/slog"
	"strings"
	"testing"
)

func TestMetricsAddrAndLogLevel(t *testing.T) {
	for _, c := range []struct {
		name    string
		args    []string
		addr    string
		level   slog.Level
		wantErr string
	}{
		{name: "defaults", level: slog.LevelInfo},
		{name: "set", args: []string{"--metrics-addr", "127.0.0.1:9090", "--log-level", "debug"}, addr: "127.0.0.1:9090", level: slog.LevelDebug},
		{name: "any interface", args: []string{"--metrics-addr", ":9090", "--log-level", "ERROR"}, addr: ":9090", level: slog.LevelError},
		{name: "no port", args: []string{"--metrics-addr", "localhost"}, wantErr: "CLAIMSITE_METRICS_ADDR"},
		{name: "the public address", args: []string{"--addr", ":8080", "--metrics-addr", ":8080"}, wantErr: "must differ"},
		{name: "unknown level", args: []string{"--log-level", "verbose"}, wantErr: "CLAIMSITE_LOG_LEVEL"},
	} {
		t.Run(c.name, func(t *testing.T) {
			clearEnv(t)
			cfg, err := Load(c.args)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want one naming %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.MetricsAddr != c.addr || cfg.LogLevel != c.level {
				t.Errorf("got addr %q level %v, want %q %v", cfg.MetricsAddr, cfg.LogLevel, c.addr, c.level)
			}
		})
	}
}
