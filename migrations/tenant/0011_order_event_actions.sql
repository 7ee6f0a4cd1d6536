-- An order's history says what happened in a fixed vocabulary (the OrderEvent enum in
-- backend/src/domain/order.rs; a test compares the two), so a report reading the history can
-- rely on each word.
alter table order_events add constraint order_events_action
    check (action in ('checkout', 'receipt', 'approve', 'paid', 'paid_after_cancel', 'cancel', 'booking_over', 'refund', 'ship', 'tracking', 'complete', 'pickup'));
