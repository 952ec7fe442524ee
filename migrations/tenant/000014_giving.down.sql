DROP TABLE IF EXISTS giving_settings, giving_pledges, giving_campaigns, giving_contributions, giving_batches, giving_funds;
