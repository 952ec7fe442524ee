DROP TABLE IF EXISTS giving_give_methods;
DROP TABLE IF EXISTS giving_give_requests;
DROP TABLE IF EXISTS giving_recurring_charges;
DROP TABLE IF EXISTS giving_recurring;
DROP TABLE IF EXISTS giving_payment_methods;
DROP TABLE IF EXISTS giving_donor_customers;
