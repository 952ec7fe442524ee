DROP TABLE IF EXISTS billing_invoices;
