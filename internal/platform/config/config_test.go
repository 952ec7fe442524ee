package config

import "testing"

func TestOpsSecretKey(t *testing.T) {
	t.Setenv("OPS_SECRET_KEY", "")
	if got := Load().OpsSecretKey; got != "development-ops-secret-change-me" {
		t.Fatalf("default %q", got)
	}
	t.Setenv("OPS_SECRET_KEY", "a-production-key")
	if got := Load().OpsSecretKey; got != "a-production-key" {
		t.Fatalf("OPS_SECRET_KEY: %q", got)
	}
}
