DROP TABLE IF EXISTS credit_auto_recharge, credit_purchases, billing_cards;
