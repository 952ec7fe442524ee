DROP TABLE IF EXISTS control.church_merchant_accounts;
