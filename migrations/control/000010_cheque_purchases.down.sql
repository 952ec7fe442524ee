DROP TABLE IF EXISTS control.cheque_index_state;
DROP TABLE IF EXISTS control.cheque_purchases;
