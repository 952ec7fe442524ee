package checkin

import (
	"context"
	"log/slog"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// Hub carries "this service day's board changed" between the API processes over Redis pub/sub, so
// a check-in at a station served by one process reaches the board streams of every other. One
// channel per church (under the deployment's key prefix); the message is the service day.
type Hub struct {
	Redis  *redis.Client
	Prefix string
}

func (h *Hub) channel(churchID int64) string {
	return h.Prefix + "children:board:" + strconv.FormatInt(churchID, 10)
}

// Publish tells every stream of the church that serviceOn's board changed. A lost message only
// delays a board until the next change or the stream's periodic refresh, so failures are logged.
func (h *Hub) Publish(ctx context.Context, churchID int64, serviceOn string) {
	if h == nil || h.Redis == nil {
		return
	}
	if err := h.Redis.Publish(context.WithoutCancel(ctx), h.channel(churchID), serviceOn).Err(); err != nil {
		slog.Warn("children board publish", "err", err)
	}
}

// Subscribe answers the service days whose board changed in the church until ctx ends; the
// subscription is ready when Subscribe returns.
func (h *Hub) Subscribe(ctx context.Context, churchID int64) (<-chan string, error) {
	out := make(chan string, 16)
	if h == nil || h.Redis == nil {
		close(out)
		return out, nil
	}
	sub := h.Redis.Subscribe(ctx, h.channel(churchID))
	if _, err := sub.Receive(ctx); err != nil { // the subscription's confirmation
		_ = sub.Close()
		return nil, err
	}
	go func() {
		defer close(out)
		defer sub.Close()
		ch := sub.Channel()
		for {
			select {
			case <-ctx.Done():
				return
			case m, ok := <-ch:
				if !ok {
					return
				}
				select {
				case out <- m.Payload:
				default: // the stream is behind: it re-reads the board anyway
				}
			}
		}
	}()
	return out, nil
}
