/**
 * English texts of the `email` namespace: the source catalogue (ADR 023). What the server writes to a person, in
 * their language: in-app notifications (title and message) and e-mails. Amounts come formatted in the shop's currency
 * (`{{total}}` is "EGP 12.50"), so no template writes a currency sign of its own.
 */
export const email = {
  passwordReset: {
    subject: 'Reset your Dishcraft password',
    greeting: 'Hello {{username}},',
    intro: 'Someone asked to reset the password of your Dishcraft account. To choose a new one, open this link:',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    signature: '— Dishcraft',
  },
  order: {
    newOrderTitle: 'New Order Received',
    newOrder_one: 'You have a new order #{{id}} from {{customer}}: {{count}} item, total {{total}}.',
    newOrder_other: 'You have a new order #{{id}} from {{customer}}: {{count}} items, total {{total}}.',
    confirmedTitle: 'Order Accepted',
    confirmed: '{{restaurant}} accepted your order #{{id}}.',
    preparingTitle: 'Order Being Prepared',
    preparing: '{{restaurant}} is now preparing your order #{{id}}.',
    readyTitle: 'Order Ready',
    ready: 'Your order #{{id}} from {{restaurant}} is ready for pickup or delivery.',
    deliveredTitle: 'Order Delivered',
    delivered: 'Your order #{{id}} from {{restaurant}} has been delivered. Enjoy your meal!',
    cancelledByStaffTitle: 'Order Cancelled',
    cancelledByStaff: '{{restaurant}} cancelled your order #{{id}}. Reason: {{reason}}',
    cancelledByStaffRefund:
      '{{restaurant}} cancelled your order #{{id}}. Reason: {{reason}} Your card payment of {{refund}} will be refunded.',
    cancelledByCustomerTitle: 'Order Cancelled by Customer',
    cancelledByCustomer: '{{customer}} cancelled order #{{id}}. Reason: {{reason}}',
    byAdminTitle: 'Order Updated by Admin',
    byAdmin: 'An administrator set order #{{id}} to {{status}}.',
    notAcceptedTitle: 'Order Not Confirmed in Time',
    notAccepted: 'Order #{{id}} was cancelled: {{restaurant}} did not confirm it in time.',
    notAcceptedRefund:
      'Order #{{id}} was cancelled: {{restaurant}} did not confirm it in time. Your card payment of {{refund}} will be refunded.',
    notAcceptedOwnerTitle: 'Order Cancelled: Not Confirmed in Time',
    notAcceptedOwner_one: 'Order #{{id}} was cancelled because it was not confirmed within {{count}} minute.',
    notAcceptedOwner_other: 'Order #{{id}} was cancelled because it was not confirmed within {{count}} minutes.',
    notAcceptedReason: 'Not confirmed by the restaurant in time.',
    confirmationSubject: 'Your Dishcraft order #{{id}}',
    confirmationText: 'Thank you for your order #{{id}} at {{restaurant}}.\n\n{{lines}}\n\nTotal: {{total}}\n',
    newOrderSubject: 'New order #{{id}}',
    newOrderText: '{{customer}} placed order #{{id}}.\n\n{{lines}}\n\nTotal: {{total}}\n',
    line: '{{quantity}} × {{name}} ({{price}})',
  },
  restaurant: {
    awaitingApprovalTitle: 'Restaurant Awaiting Approval',
    awaitingApproval: '{{owner}} submitted "{{name}}" for approval.',
    approvedTitle: 'Restaurant Approved',
    approved: 'Your restaurant "{{name}}" is approved and visible to customers.',
    rejectedTitle: 'Restaurant Rejected',
    rejected: 'Your restaurant "{{name}}" was not approved. Reason: {{reason}}',
    underReviewTitle: 'Restaurant Under Review',
    underReview: 'Your restaurant "{{name}}" is pending approval again.',
  },
} as const;
