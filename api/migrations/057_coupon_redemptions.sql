-- One row per use of a coupon by a member, so a member's timeline and finance's week can list
-- them. `coupons.redemptions` and `discount_given` stay the running totals (they also count uses
-- from before these records were kept).
CREATE TABLE coupon_redemptions (
  id text PRIMARY KEY,
  coupon_id text NOT NULL REFERENCES coupons (id),
  member_id text NOT NULL REFERENCES members (id),
  discount_given bigint NOT NULL,
  redeemed_at timestamptz NOT NULL
);
CREATE INDEX coupon_redemptions_member_idx ON coupon_redemptions (member_id, redeemed_at DESC);
CREATE INDEX coupon_redemptions_redeemed_at_idx ON coupon_redemptions (redeemed_at DESC);
