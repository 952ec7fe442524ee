package push

import (
	"context"
	"fmt"

	webpush "github.com/SherClockHolmes/webpush-go"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// Service serves the push routes.
type Service struct {
	Tenants *db.Tenants
}

// Keys answers the church's VAPID pair, making it the first time (webpush.GenerateVAPIDKeys). Two
// first callers at once both generate; the row written first is the one both answer.
func Keys(tx *gorm.DB) (KeyPair, error) {
	k, ok, err := loadKeys(tx)
	if err != nil || ok {
		return k, err
	}
	priv, pub, err := webpush.GenerateVAPIDKeys()
	if err != nil {
		return KeyPair{}, fmt.Errorf("push keys: %w", err)
	}
	return insertKeys(tx, KeyPair{PublicKey: pub, PrivateKey: priv})
}

// PublicKey is the key the browser subscribes with.
func (s *Service) PublicKey(ctx context.Context) (PublicKey, error) {
	var out PublicKey
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		k, err := Keys(tx)
		out.PublicKey = k.PublicKey
		return err
	})
	return out, err
}

// Subscribe stores the signed-in person's browser subscription.
func (s *Service) Subscribe(ctx context.Context, me int64, r subscribeRequest, userAgent string) (Subscribed, error) {
	var out Subscribed
	if len(userAgent) > 500 {
		userAgent = userAgent[:500]
	}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		out.ID, err = upsertSubscription(tx, me, r, userAgent)
		return err
	})
	return out, err
}
