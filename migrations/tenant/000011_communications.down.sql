DROP TABLE IF EXISTS inbound_messages, webhook_events, push_subscriptions, push_keys, greetings_sent,
    celebration_templates, communication_recipients, communications, smart_keywords, media_vault,
    contact_group_members, contact_groups, consent_events, do_not_contact, credit_ledger, credit_account;
