DROP TABLE IF EXISTS control.communication_dispatch;
