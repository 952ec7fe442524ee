package sheet

import "testing"

func TestSafeCell(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "Ann": "Ann", "=SUM(A1)": "'=SUM(A1)", "@cmd": "'@cmd", "+cmd|' /C calc'!A0": "'+cmd|' /C calc'!A0",
		"-2+3+cmd|x": "'-2+3+cmd|x", "\t=1": "'\t=1", "+1 555 100 0001": "+1 555 100 0001", "-12.5": "-12.5",
	} {
		if got := SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q, want %q", in, got, want)
		}
	}
}
