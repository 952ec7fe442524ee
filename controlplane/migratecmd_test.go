package controlplane_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"congregate/controlplane"
	"congregate/internal/platform/config"
)

// Bad flags are refused with a clear message before anything is read or changed.
func TestMigrateCommandRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--parallel", "0"}, "--parallel must be 1 to 64"},
		{[]string{"--parallel", "65"}, "--parallel must be 1 to 64"},
		{[]string{"--parallel", "x"}, `invalid value "x" for flag -parallel`},
		{[]string{"now"}, `unexpected argument "now"`},
	} {
		var out bytes.Buffer
		err := controlplane.MigrateCommand(context.Background(), config.Config{}, nil, c.args, &out)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v", c.args, err)
		}
	}
}
