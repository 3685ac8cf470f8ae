/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    address\n    city\n    postalCode\n    stateCode\n    isDefault\n    lastUsedAt\n    preselected\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": typeof types.AddressesDocument,
    "\n  mutation SaveAddress($input: SaveAddressInput!) {\n    saveAddress(input: $input) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query IndianStates {\n    indianStates {\n      code\n      name\n    }\n  }\n": typeof types.IndianStatesDocument,
    "\n  query Admins {\n    admins {\n      id\n      name\n      email\n      status\n      twoFactorEnabled\n      createdAt\n      disabledAt\n    }\n  }\n": typeof types.AdminsDocument,
    "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n    }\n  }\n": typeof types.InviteAdminDocument,
    "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      message\n    }\n  }\n": typeof types.AcceptAdminInviteDocument,
    "\n  mutation DisableAdmin($id: ID!) {\n    disableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n": typeof types.DisableAdminDocument,
    "\n  mutation EnableAdmin($id: ID!) {\n    enableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n": typeof types.EnableAdminDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AdminCategoryList {\n    categories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hsnCode\n    }\n  }\n": typeof types.AdminCategoryListDocument,
    "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      id\n      name\n      slug\n      productCount\n    }\n  }\n": typeof types.RenameCategoryDocument,
    "\n  mutation RemoveCategory($id: ID!) {\n    removeCategory(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.RemoveCategoryDocument,
    "\n  mutation SetCategoryHsn($id: ID!, $hsnCode: String!) {\n    setCategoryHsn(id: $id, hsnCode: $hsnCode) {\n      id\n      hsnCode\n    }\n  }\n": typeof types.SetCategoryHsnDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    name\n    email\n    mobileNumber\n    address\n    isVerified\n    createdAt\n    ordersCount\n    totalSpent\n    walletBalance\n    lastOrderAt\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($input: CustomersInput) {\n    customers(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerFields\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomerCounts {\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n": typeof types.AdminCustomerCountsDocument,
    "\n  query AdminCustomerDetails($id: ID!) {\n    customer(id: $id) {\n      customer {\n        ...CustomerFields\n      }\n      orders {\n        ...OrderFields\n      }\n      wallet {\n        balance\n        transactions {\n          id\n          type\n          amount\n          description\n          orderId\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerDetailsDocument,
    "\n  fragment FeedbackFields on Feedback {\n    id\n    name\n    email\n    message\n    userId\n    createdAt\n  }\n": typeof types.FeedbackFieldsFragmentDoc,
    "\n  query AdminFeedbacks {\n    feedbacks {\n      ...FeedbackFields\n    }\n  }\n": typeof types.AdminFeedbacksDocument,
    "\n  mutation DeleteFeedback($id: ID!) {\n    deleteFeedback(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteFeedbackDocument,
    "\n  subscription FeedbackChanged {\n    feedbackChanged {\n      type\n      id\n      feedback {\n        ...FeedbackFields\n      }\n    }\n  }\n": typeof types.FeedbackChangedDocument,
    "\n  query AdminInvoices($input: AdminInvoicesInput) {\n    adminInvoices(input: $input) {\n      items {\n        id\n        orderId\n        number\n        issuedAt\n        buyerName\n        buyerGstin\n        placeOfSupply\n        placeOfSupplyName\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n        pdfPath\n      }\n      totals {\n        count\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n      }\n    }\n  }\n": typeof types.AdminInvoicesDocument,
    "\n  query AdminOverview {\n    adminOrders(input: { first: 5, sortBy: DATE, sortDirection: DESC }) {\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n      }\n    }\n    products(first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          price\n          stock\n        }\n      }\n    }\n    outOfStock: products(stock: OUT, first: 1) {\n      totalCount\n    }\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query AdminNotifications {\n    adminUnreadNotificationCount\n    adminNotifications {\n      id\n      type\n      message\n      orderId\n      productId\n      shopperId\n      isRead\n      createdAt\n    }\n  }\n": typeof types.AdminNotificationsDocument,
    "\n  subscription AdminNotificationCountChanged {\n    adminNotificationCountChanged\n  }\n": typeof types.AdminNotificationCountChangedDocument,
    "\n  mutation MarkAdminNotificationsRead($ids: [ID!]) {\n    markAdminNotificationsRead(ids: $ids) {\n      modifiedCount\n    }\n  }\n": typeof types.MarkAdminNotificationsReadDocument,
    "\n  query AdminOrders($input: AdminOrdersInput) {\n    adminOrders(input: $input) {\n      total\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  mutation ConfirmReturn($id: ID!) {\n    confirmReturn(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.ConfirmReturnDocument,
    "\n  mutation RefundToOriginalMethod($id: ID!) {\n    refundToOriginalMethod(id: $id) {\n      message\n      order {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n": typeof types.RefundToOriginalMethodDocument,
    "\n  fragment AdminPaymentFields on AdminPayment {\n    id\n    purpose\n    provider\n    state\n    amount\n    providerOrderId\n    providerPaymentId\n    method\n    failureReason\n    orderId\n    customerEmail\n    createdAt\n    updatedAt\n    paidAt\n    checkedAt\n    expiresAt\n    canCheckWithProvider\n  }\n": typeof types.AdminPaymentFieldsFragmentDoc,
    "\n  query AdminPayments($input: AdminPaymentsInput) {\n    adminPayments(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminPaymentFields\n        }\n      }\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  query AdminPayment($id: ID!) {\n    adminPayment(id: $id) {\n      payment {\n        ...AdminPaymentFields\n      }\n      events {\n        id\n        source\n        type\n        providerEventId\n        providerPaymentId\n        amount\n        reason\n        receivedAt\n      }\n      refunds {\n        id\n        amount\n        state\n        providerRefundId\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPaymentDocument,
    "\n  mutation CheckPaymentWithProvider($id: ID!) {\n    checkPaymentWithProvider(id: $id) {\n      changed\n      message\n      payment {\n        ...AdminPaymentFields\n      }\n    }\n  }\n": typeof types.CheckPaymentWithProviderDocument,
    "\n  query AdminPaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.AdminPaymentOrderDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    hsnCode\n    imageUrl\n    thumbnailUrl\n    featured\n    averageRating\n    reviewCount\n    lowStock\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($stock: StockFilter, $q: String, $category: String, $first: Int, $after: String) {\n    products(stock: $stock, q: $q, category: $category, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminProductCategories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n": typeof types.AdminProductCategoriesDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n    reviews(productId: $id) {\n      id\n      productId\n      rating\n      review\n      userName\n      createdAt\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  subscription AdminProductUpdated {\n    productUpdated {\n      productId\n      deleted\n      product {\n        ...AdminProductFields\n      }\n    }\n  }\n": typeof types.AdminProductUpdatedDocument,
    "\n  mutation CreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment SalesFigureFields on SalesFigure {\n    value\n    previous\n    changePercent\n  }\n": typeof types.SalesFigureFieldsFragmentDoc,
    "\n  query SalesAnalytics($range: SalesRange!) {\n    salesAnalytics(range: $range) {\n      range\n      from\n      to\n      hasComparison\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        averageOrderValue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n        shippedOrders {\n          ...SalesFigureFields\n        }\n        deliveredOrders {\n          ...SalesFigureFields\n        }\n        grossRevenue\n        refunds\n        gst\n      }\n      daily {\n        date\n        revenue\n        orders\n      }\n      statuses {\n        status\n        count\n      }\n      topProducts {\n        productId\n        name\n        unitsSold\n        sales\n      }\n    }\n  }\n": typeof types.SalesAnalyticsDocument,
    "\n  query OverviewComparisons {\n    salesAnalytics(range: LAST_30_DAYS) {\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n      }\n    }\n  }\n": typeof types.OverviewComparisonsDocument,
    "\n  subscription SalesChanged {\n    salesChanged {\n      at\n      events\n    }\n  }\n": typeof types.SalesChangedDocument,
    "\n  mutation AdminSignIn($input: LoginInput!) {\n    adminSignIn(input: $input) {\n      next\n      token\n      challenge\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminSignInCode($input: TwoFactorCodeInput!) {\n    adminSignInCode(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.AdminSignInCodeDocument,
    "\n  mutation StartTwoFactorEnrolment($challenge: String) {\n    startTwoFactorEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCodeSvg\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query AdminSecurity {\n    adminSecurity {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n": typeof types.AdminSecurityDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorPasswordInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation SetAdminTwoFactorRequired($required: Boolean!) {\n    setAdminTwoFactorRequired(required: $required) {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n": typeof types.SetAdminTwoFactorRequiredDocument,
    "\n  query AdminSettings {\n    adminSettings {\n      storeName\n      logoUrl\n      contactEmail\n      codLimit\n      emailUser\n      emailPassSet\n      smtpConfigured\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n      promoCodes {\n        ...AdminPromoCodeFields\n      }\n      recentChanges {\n        id\n        section\n        summary\n        actorEmail\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    code\n    type\n    value\n    label\n    expiresAt\n    usageLimit\n    usedCount\n  }\n": typeof types.AdminPromoCodeFieldsFragmentDoc,
    "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      settings {\n        storeName\n        logoUrl\n        contactEmail\n      }\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  mutation UpdateEmailSettings($input: UpdateEmailSettingsInput!) {\n    updateEmailSettings(input: $input) {\n      message\n      smtpLoginOk\n      smtpMessage\n    }\n  }\n": typeof types.UpdateEmailSettingsDocument,
    "\n  mutation SendTestEmail {\n    sendTestEmail {\n      message\n    }\n  }\n": typeof types.SendTestEmailDocument,
    "\n  mutation AddPromoCode($input: AddPromoCodeInput!) {\n    addPromoCode(input: $input) {\n      message\n      promoCode {\n        ...AdminPromoCodeFields\n      }\n    }\n  }\n": typeof types.AddPromoCodeDocument,
    "\n  mutation DeletePromoCode($code: String!) {\n    deletePromoCode(code: $code) {\n      code\n      message\n    }\n  }\n": typeof types.DeletePromoCodeDocument,
    "\n  mutation ChangeAdminPassword($input: ChangePasswordInput!) {\n    changeAdminPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangeAdminPasswordDocument,
    "\n  mutation UpdateSellerSettings($input: UpdateSellerSettingsInput!) {\n    updateSellerSettings(input: $input) {\n      message\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n    }\n  }\n": typeof types.UpdateSellerSettingsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n      previousSecretUntil\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        name\n        previousSecretUntil\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventType\n      state\n      attempts\n      requestBody\n      responseCode\n      error\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation RedeliverFailedWebhooks($endpointId: ID!) {\n    redeliverFailedWebhooks(endpointId: $endpointId)\n  }\n": typeof types.RedeliverFailedWebhooksDocument,
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n": typeof types.VerifyRegistrationDocument,
    "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n": typeof types.ResendRegistrationCodeDocument,
    "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n": typeof types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ipAddress\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      message\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n": typeof types.AccountUpdatedDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    imageUrl\n    thumbnailUrl\n    averageRating\n    reviewCount\n    lowStock\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  fragment ReviewFields on Review {\n    id\n    productId\n    rating\n    review\n    userName\n    createdAt\n    verifiedBuyer\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  query Products(\n    $q: String\n    $category: String\n    $featured: Boolean\n    $stock: StockFilter\n    $sort: ProductSort\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $minRating: Int\n    $first: Int\n    $after: String\n  ) {\n    products(\n      q: $q\n      category: $category\n      featured: $featured\n      stock: $stock\n      sort: $sort\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      minRating: $minRating\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      gallery\n      featured\n      createdAt\n      updatedAt\n      related {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ReviewFields\n    }\n    product(id: $productId) {\n      id\n      ratingSummary {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  mutation AddReview($productId: ID!, $rating: Int, $review: String) {\n    addReview(productId: $productId, rating: $rating, review: $review) {\n      ...ReviewFields\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  subscription ProductUpdated($id: ID) {\n    productUpdated(id: $id) {\n      productId\n      deleted\n      product {\n        ...ProductCardFields\n        featured\n      }\n    }\n  }\n": typeof types.ProductUpdatedDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  fragment ChatMessageFields on ChatMessageView {\n    id\n    seq\n    conversationUserId\n    role\n    kind\n    content\n    promptType\n    answer\n    awaitingAnswer\n    replyToId\n    clientMessageId\n    isRead\n    createdAt\n    sender {\n      id\n      name\n      role\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessages($userId: ID, $after: Int, $first: Int) {\n    chatMessages(userId: $userId, after: $after, first: $first) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  subscription ChatEvents($userId: ID) {\n    chatEvents(userId: $userId) {\n      type\n      conversationUserId\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation ReplyToChat($input: ReplyToChatInput!) {\n    replyToChat(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ReplyToChatDocument,
    "\n  mutation SendChatPrompt($input: SendChatPromptInput!) {\n    sendChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatPromptDocument,
    "\n  mutation AnswerChatPrompt($input: AnswerChatPromptInput!) {\n    answerChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.AnswerChatPromptDocument,
    "\n  mutation MarkChatRead($userId: ID) {\n    markChatRead(userId: $userId) {\n      modifiedCount\n    }\n  }\n": typeof types.MarkChatReadDocument,
    "\n  mutation ClearChat($userId: ID!) {\n    clearChat(userId: $userId) {\n      message\n      deletedCount\n    }\n  }\n": typeof types.ClearChatDocument,
    "\n  mutation SetChatTyping($userId: ID, $typing: Boolean!) {\n    setChatTyping(userId: $userId, typing: $typing)\n  }\n": typeof types.SetChatTypingDocument,
    "\n  subscription ChatTypingEvents($userId: ID) {\n    chatTyping(userId: $userId) {\n      conversationUserId\n      role\n      name\n      typing\n      expiresAt\n    }\n  }\n": typeof types.ChatTypingEventsDocument,
    "\n  query ChatUnreadCount {\n    chatUnreadCount\n  }\n": typeof types.ChatUnreadCountDocument,
    "\n  subscription ChatUnreadCountChanged {\n    chatUnreadCountChanged\n  }\n": typeof types.ChatUnreadCountChangedDocument,
    "\n  subscription SupportOnlineChanged {\n    supportOnlineChanged\n  }\n": typeof types.SupportOnlineChangedDocument,
    "\n  fragment ChatSummaryFields on ChatConversationSummary {\n    userId\n    unreadCount\n    lastActivityAt\n    promptsAnswered\n    helpfulAnswers\n    helpfulnessRate\n    removed\n    user {\n      id\n      name\n      email\n    }\n    lastMessage {\n      id\n      seq\n      role\n      kind\n      content\n      createdAt\n    }\n  }\n": typeof types.ChatSummaryFieldsFragmentDoc,
    "\n  query ChatInbox {\n    chatPrompts\n    chatInbox {\n      totalUnread\n      promptsAnswered\n      helpfulAnswers\n      helpfulnessRate\n      conversations {\n        ...ChatSummaryFields\n      }\n    }\n  }\n": typeof types.ChatInboxDocument,
    "\n  subscription ChatInboxChanged {\n    chatInboxChanged {\n      ...ChatSummaryFields\n    }\n  }\n": typeof types.ChatInboxChangedDocument,
    "\n  fragment CartFields on CartView {\n    subtotal\n    totalQuantity\n    items {\n      id\n      itemId\n      productId\n      name\n      price\n      quantity\n      stock\n      imageUrl\n      lineTotal\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  query CheckoutCart {\n    checkoutCart {\n      ...CartFields\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      walletAmountUsed\n      totalAmount\n      cashOnDelivery\n      cashOnDeliveryLimit\n      walletBalance\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  query ValidatePromoCode($code: String!) {\n    validatePromoCode(code: $code) {\n      code\n      label\n    }\n  }\n": typeof types.ValidatePromoCodeDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      productNames\n      replayed\n      order {\n        ...OrderFields\n      }\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    paymentId\n    provider\n    kind\n    url\n    keyId\n    scriptUrl\n    providerOrderId\n    amount\n  }\n": typeof types.PaymentCheckoutFieldsFragmentDoc,
    "\n  query OrderPayment($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      canRetryPayment\n      payment {\n        status\n        statusLabel\n        holdExpiresAt\n      }\n    }\n  }\n": typeof types.OrderPaymentDocument,
    "\n  mutation RetryOrderPayment($id: ID!) {\n    retryOrderPayment(id: $id) {\n      message\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": typeof types.RetryOrderPaymentDocument,
    "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      email\n      mobileNumber\n      address\n    }\n  }\n": typeof types.CheckoutProfileDocument,
    "\n  query MyOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RequestReturn($id: ID!, $reason: ReturnReason, $details: String) {\n    requestReturn(id: $id, reason: $reason, details: $details) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.RequestReturnDocument,
    "\n  query Wallet {\n    wallet {\n      balance\n      transactions {\n        id\n        type\n        amount\n        description\n        createdAt\n        orderId\n      }\n    }\n  }\n": typeof types.WalletDocument,
    "\n  mutation AddFunds($amount: Float!, $description: String) {\n    addFunds(amount: $amount, description: $description) {\n      balance\n      payment {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": typeof types.AddFundsDocument,
    "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      id\n      state\n      amount\n      orderId\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  query Notifications {\n    notifications {\n      id\n      type\n      kind\n      message\n      imageUrl\n      totalPrice\n      amountLabel\n      isRead\n      createdAt\n      orderId\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  subscription NotificationCountChanged {\n    notificationCountChanged\n  }\n": typeof types.NotificationCountChangedDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      modifiedCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  fragment OrderFields on OrderView {\n    id\n    createdAt\n    deliveredAt\n    status\n    statusLabel\n    canCancel\n    canRequestReturn\n    returnDeadline\n    nextStatus\n    refundPreview {\n      fee\n      refund\n    }\n    refundedAmount\n    feeAmount\n    customer {\n      id\n      name\n      email\n    }\n    items {\n      id\n      productId\n      name\n      price\n      quantity\n      imageUrl\n      lineTotal\n    }\n    shipping {\n      name\n      phone\n      email\n      address\n      city\n      postalCode\n      stateName\n    }\n    business {\n      gstin\n      name\n    }\n    payment {\n      method\n      upiId\n      upiProvider\n      cardLastFour\n    }\n    totals {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      totalAmount\n      walletAmountUsed\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n    returnDetails {\n      reason\n      details\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query OrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      timeline {\n        id\n        at\n        fromStatus\n        toStatus\n        actorRole\n        actorName\n        note\n      }\n    }\n  }\n": typeof types.OrderTimelineDocument,
    "\n  subscription OrderChanged {\n    orderChanged {\n      orderId\n      status\n      kind\n      refundedAmount\n    }\n  }\n": typeof types.OrderChangedDocument,
    "\n  query OrderCreditNotes($id: ID!) {\n    order(id: $id) {\n      id\n      creditNotes {\n        id\n        number\n        issuedAt\n        kind\n        total\n        pdfPath\n      }\n    }\n  }\n": typeof types.OrderCreditNotesDocument,
    "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n": typeof types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation RequestAccountErasure($password: String!) {\n    requestAccountErasure(password: $password) {\n      message\n    }\n  }\n": typeof types.RequestAccountErasureDocument,
    "\n  mutation EraseMyAccount($code: String!) {\n    eraseMyAccount(code: $code) {\n      message\n    }\n  }\n": typeof types.EraseMyAccountDocument,
    "\n  fragment PrivacyNoticeFields on PrivacyNoticeView {\n    version\n    publishedAt\n    fiduciaryName\n    fiduciaryContact\n    officerName\n    officerEmail\n    body\n    retention {\n      data\n      period\n    }\n  }\n": typeof types.PrivacyNoticeFieldsFragmentDoc,
    "\n  query PrivacyNotice {\n    privacyNotice {\n      ...PrivacyNoticeFields\n    }\n  }\n": typeof types.PrivacyNoticeDocument,
    "\n  mutation SubmitPrivacyRequest($input: PrivacyRequestInput!) {\n    submitPrivacyRequest(input: $input) {\n      id\n      dueAt\n    }\n  }\n": typeof types.SubmitPrivacyRequestDocument,
    "\n  query MyNewsletterConsent {\n    myNewsletterConsent {\n      subscribed\n      pending\n      wording\n    }\n    myConsents {\n      purpose\n      granted\n      source\n      noticeVersion\n      at\n    }\n  }\n": typeof types.MyNewsletterConsentDocument,
    "\n  mutation SetNewsletterConsent($granted: Boolean!) {\n    setNewsletterConsent(granted: $granted) {\n      message\n    }\n  }\n": typeof types.SetNewsletterConsentDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      message\n    }\n  }\n": typeof types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      message\n    }\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  query AdminPrivacy($status: String) {\n    privacyRequests(status: $status) {\n      id\n      userId\n      name\n      email\n      kind\n      message\n      status\n      resolution\n      createdAt\n      dueAt\n      acknowledgedAt\n      closedAt\n    }\n    privacyAudit {\n      id\n      at\n      actorRole\n      action\n      subjectId\n      requestId\n      detail\n    }\n  }\n": typeof types.AdminPrivacyDocument,
    "\n  mutation ClosePrivacyRequest($id: ID!, $resolution: String!) {\n    closePrivacyRequest(id: $id, resolution: $resolution) {\n      id\n      status\n      resolution\n      closedAt\n    }\n  }\n": typeof types.ClosePrivacyRequestDocument,
    "\n  mutation PublishPrivacyNotice($input: PrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n": typeof types.PublishPrivacyNoticeDocument,
    "\n  mutation AdminEraseAccount($userId: ID!, $requestId: ID) {\n    adminEraseAccount(userId: $userId, requestId: $requestId) {\n      message\n    }\n  }\n": typeof types.AdminEraseAccountDocument,
    "\n  mutation AdminRequestDataExport($userId: ID!, $requestId: ID) {\n    adminRequestDataExport(userId: $userId, requestId: $requestId) {\n      id\n      status\n      downloadPath\n    }\n  }\n": typeof types.AdminRequestDataExportDocument,
    "\n  mutation SubmitContact($name: String!, $email: String!, $message: String!) {\n    submitContact(name: $name, email: $email, message: $message) {\n      message\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      storeName\n      logoUrl\n      contactEmail\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    address\n    city\n    postalCode\n    stateCode\n    isDefault\n    lastUsedAt\n    preselected\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": types.AddressesDocument,
    "\n  mutation SaveAddress($input: SaveAddressInput!) {\n    saveAddress(input: $input) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  query IndianStates {\n    indianStates {\n      code\n      name\n    }\n  }\n": types.IndianStatesDocument,
    "\n  query Admins {\n    admins {\n      id\n      name\n      email\n      status\n      twoFactorEnabled\n      createdAt\n      disabledAt\n    }\n  }\n": types.AdminsDocument,
    "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n    }\n  }\n": types.InviteAdminDocument,
    "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      message\n    }\n  }\n": types.AcceptAdminInviteDocument,
    "\n  mutation DisableAdmin($id: ID!) {\n    disableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n": types.DisableAdminDocument,
    "\n  mutation EnableAdmin($id: ID!) {\n    enableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n": types.EnableAdminDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AdminCategoryList {\n    categories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hsnCode\n    }\n  }\n": types.AdminCategoryListDocument,
    "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      id\n      name\n      slug\n      productCount\n    }\n  }\n": types.RenameCategoryDocument,
    "\n  mutation RemoveCategory($id: ID!) {\n    removeCategory(id: $id) {\n      id\n      message\n    }\n  }\n": types.RemoveCategoryDocument,
    "\n  mutation SetCategoryHsn($id: ID!, $hsnCode: String!) {\n    setCategoryHsn(id: $id, hsnCode: $hsnCode) {\n      id\n      hsnCode\n    }\n  }\n": types.SetCategoryHsnDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    name\n    email\n    mobileNumber\n    address\n    isVerified\n    createdAt\n    ordersCount\n    totalSpent\n    walletBalance\n    lastOrderAt\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($input: CustomersInput) {\n    customers(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerFields\n        }\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomerCounts {\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n": types.AdminCustomerCountsDocument,
    "\n  query AdminCustomerDetails($id: ID!) {\n    customer(id: $id) {\n      customer {\n        ...CustomerFields\n      }\n      orders {\n        ...OrderFields\n      }\n      wallet {\n        balance\n        transactions {\n          id\n          type\n          amount\n          description\n          orderId\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminCustomerDetailsDocument,
    "\n  fragment FeedbackFields on Feedback {\n    id\n    name\n    email\n    message\n    userId\n    createdAt\n  }\n": types.FeedbackFieldsFragmentDoc,
    "\n  query AdminFeedbacks {\n    feedbacks {\n      ...FeedbackFields\n    }\n  }\n": types.AdminFeedbacksDocument,
    "\n  mutation DeleteFeedback($id: ID!) {\n    deleteFeedback(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteFeedbackDocument,
    "\n  subscription FeedbackChanged {\n    feedbackChanged {\n      type\n      id\n      feedback {\n        ...FeedbackFields\n      }\n    }\n  }\n": types.FeedbackChangedDocument,
    "\n  query AdminInvoices($input: AdminInvoicesInput) {\n    adminInvoices(input: $input) {\n      items {\n        id\n        orderId\n        number\n        issuedAt\n        buyerName\n        buyerGstin\n        placeOfSupply\n        placeOfSupplyName\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n        pdfPath\n      }\n      totals {\n        count\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n      }\n    }\n  }\n": types.AdminInvoicesDocument,
    "\n  query AdminOverview {\n    adminOrders(input: { first: 5, sortBy: DATE, sortDirection: DESC }) {\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n      }\n    }\n    products(first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          price\n          stock\n        }\n      }\n    }\n    outOfStock: products(stock: OUT, first: 1) {\n      totalCount\n    }\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query AdminNotifications {\n    adminUnreadNotificationCount\n    adminNotifications {\n      id\n      type\n      message\n      orderId\n      productId\n      shopperId\n      isRead\n      createdAt\n    }\n  }\n": types.AdminNotificationsDocument,
    "\n  subscription AdminNotificationCountChanged {\n    adminNotificationCountChanged\n  }\n": types.AdminNotificationCountChangedDocument,
    "\n  mutation MarkAdminNotificationsRead($ids: [ID!]) {\n    markAdminNotificationsRead(ids: $ids) {\n      modifiedCount\n    }\n  }\n": types.MarkAdminNotificationsReadDocument,
    "\n  query AdminOrders($input: AdminOrdersInput) {\n    adminOrders(input: $input) {\n      total\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  mutation ConfirmReturn($id: ID!) {\n    confirmReturn(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.ConfirmReturnDocument,
    "\n  mutation RefundToOriginalMethod($id: ID!) {\n    refundToOriginalMethod(id: $id) {\n      message\n      order {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n": types.RefundToOriginalMethodDocument,
    "\n  fragment AdminPaymentFields on AdminPayment {\n    id\n    purpose\n    provider\n    state\n    amount\n    providerOrderId\n    providerPaymentId\n    method\n    failureReason\n    orderId\n    customerEmail\n    createdAt\n    updatedAt\n    paidAt\n    checkedAt\n    expiresAt\n    canCheckWithProvider\n  }\n": types.AdminPaymentFieldsFragmentDoc,
    "\n  query AdminPayments($input: AdminPaymentsInput) {\n    adminPayments(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminPaymentFields\n        }\n      }\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  query AdminPayment($id: ID!) {\n    adminPayment(id: $id) {\n      payment {\n        ...AdminPaymentFields\n      }\n      events {\n        id\n        source\n        type\n        providerEventId\n        providerPaymentId\n        amount\n        reason\n        receivedAt\n      }\n      refunds {\n        id\n        amount\n        state\n        providerRefundId\n        createdAt\n      }\n    }\n  }\n": types.AdminPaymentDocument,
    "\n  mutation CheckPaymentWithProvider($id: ID!) {\n    checkPaymentWithProvider(id: $id) {\n      changed\n      message\n      payment {\n        ...AdminPaymentFields\n      }\n    }\n  }\n": types.CheckPaymentWithProviderDocument,
    "\n  query AdminPaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.AdminPaymentOrderDocument,
    "\n  fragment AdminProductFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    hsnCode\n    imageUrl\n    thumbnailUrl\n    featured\n    averageRating\n    reviewCount\n    lowStock\n    createdAt\n    updatedAt\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($stock: StockFilter, $q: String, $category: String, $first: Int, $after: String) {\n    products(stock: $stock, q: $q, category: $category, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminProductCategories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n": types.AdminProductCategoriesDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n    reviews(productId: $id) {\n      id\n      productId\n      rating\n      review\n      userName\n      createdAt\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteProductDocument,
    "\n  subscription AdminProductUpdated {\n    productUpdated {\n      productId\n      deleted\n      product {\n        ...AdminProductFields\n      }\n    }\n  }\n": types.AdminProductUpdatedDocument,
    "\n  mutation CreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment SalesFigureFields on SalesFigure {\n    value\n    previous\n    changePercent\n  }\n": types.SalesFigureFieldsFragmentDoc,
    "\n  query SalesAnalytics($range: SalesRange!) {\n    salesAnalytics(range: $range) {\n      range\n      from\n      to\n      hasComparison\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        averageOrderValue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n        shippedOrders {\n          ...SalesFigureFields\n        }\n        deliveredOrders {\n          ...SalesFigureFields\n        }\n        grossRevenue\n        refunds\n        gst\n      }\n      daily {\n        date\n        revenue\n        orders\n      }\n      statuses {\n        status\n        count\n      }\n      topProducts {\n        productId\n        name\n        unitsSold\n        sales\n      }\n    }\n  }\n": types.SalesAnalyticsDocument,
    "\n  query OverviewComparisons {\n    salesAnalytics(range: LAST_30_DAYS) {\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n      }\n    }\n  }\n": types.OverviewComparisonsDocument,
    "\n  subscription SalesChanged {\n    salesChanged {\n      at\n      events\n    }\n  }\n": types.SalesChangedDocument,
    "\n  mutation AdminSignIn($input: LoginInput!) {\n    adminSignIn(input: $input) {\n      next\n      token\n      challenge\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminSignInCode($input: TwoFactorCodeInput!) {\n    adminSignInCode(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.AdminSignInCodeDocument,
    "\n  mutation StartTwoFactorEnrolment($challenge: String) {\n    startTwoFactorEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCodeSvg\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  query AdminSecurity {\n    adminSecurity {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n": types.AdminSecurityDocument,
    "\n  mutation RegenerateRecoveryCodes($input: TwoFactorPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation DisableTwoFactor($input: TwoFactorPasswordInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation SetAdminTwoFactorRequired($required: Boolean!) {\n    setAdminTwoFactorRequired(required: $required) {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n": types.SetAdminTwoFactorRequiredDocument,
    "\n  query AdminSettings {\n    adminSettings {\n      storeName\n      logoUrl\n      contactEmail\n      codLimit\n      emailUser\n      emailPassSet\n      smtpConfigured\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n      promoCodes {\n        ...AdminPromoCodeFields\n      }\n      recentChanges {\n        id\n        section\n        summary\n        actorEmail\n        createdAt\n      }\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    code\n    type\n    value\n    label\n    expiresAt\n    usageLimit\n    usedCount\n  }\n": types.AdminPromoCodeFieldsFragmentDoc,
    "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      settings {\n        storeName\n        logoUrl\n        contactEmail\n      }\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  mutation UpdateEmailSettings($input: UpdateEmailSettingsInput!) {\n    updateEmailSettings(input: $input) {\n      message\n      smtpLoginOk\n      smtpMessage\n    }\n  }\n": types.UpdateEmailSettingsDocument,
    "\n  mutation SendTestEmail {\n    sendTestEmail {\n      message\n    }\n  }\n": types.SendTestEmailDocument,
    "\n  mutation AddPromoCode($input: AddPromoCodeInput!) {\n    addPromoCode(input: $input) {\n      message\n      promoCode {\n        ...AdminPromoCodeFields\n      }\n    }\n  }\n": types.AddPromoCodeDocument,
    "\n  mutation DeletePromoCode($code: String!) {\n    deletePromoCode(code: $code) {\n      code\n      message\n    }\n  }\n": types.DeletePromoCodeDocument,
    "\n  mutation ChangeAdminPassword($input: ChangePasswordInput!) {\n    changeAdminPassword(input: $input) {\n      message\n    }\n  }\n": types.ChangeAdminPasswordDocument,
    "\n  mutation UpdateSellerSettings($input: UpdateSellerSettingsInput!) {\n    updateSellerSettings(input: $input) {\n      message\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n    }\n  }\n": types.UpdateSellerSettingsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n      previousSecretUntil\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        name\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        name\n        previousSecretUntil\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventType\n      state\n      attempts\n      requestBody\n      responseCode\n      error\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation RedeliverFailedWebhooks($endpointId: ID!) {\n    redeliverFailedWebhooks(endpointId: $endpointId)\n  }\n": types.RedeliverFailedWebhooksDocument,
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n": types.VerifyRegistrationDocument,
    "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n": types.ResendRegistrationCodeDocument,
    "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n": types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ipAddress\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      message\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n": types.AccountUpdatedDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    imageUrl\n    thumbnailUrl\n    averageRating\n    reviewCount\n    lowStock\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  fragment ReviewFields on Review {\n    id\n    productId\n    rating\n    review\n    userName\n    createdAt\n    verifiedBuyer\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  query Products(\n    $q: String\n    $category: String\n    $featured: Boolean\n    $stock: StockFilter\n    $sort: ProductSort\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $minRating: Int\n    $first: Int\n    $after: String\n  ) {\n    products(\n      q: $q\n      category: $category\n      featured: $featured\n      stock: $stock\n      sort: $sort\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      minRating: $minRating\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n": types.CategoriesDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      gallery\n      featured\n      createdAt\n      updatedAt\n      related {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ReviewFields\n    }\n    product(id: $productId) {\n      id\n      ratingSummary {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  mutation AddReview($productId: ID!, $rating: Int, $review: String) {\n    addReview(productId: $productId, rating: $rating, review: $review) {\n      ...ReviewFields\n    }\n  }\n": types.AddReviewDocument,
    "\n  subscription ProductUpdated($id: ID) {\n    productUpdated(id: $id) {\n      productId\n      deleted\n      product {\n        ...ProductCardFields\n        featured\n      }\n    }\n  }\n": types.ProductUpdatedDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  fragment ChatMessageFields on ChatMessageView {\n    id\n    seq\n    conversationUserId\n    role\n    kind\n    content\n    promptType\n    answer\n    awaitingAnswer\n    replyToId\n    clientMessageId\n    isRead\n    createdAt\n    sender {\n      id\n      name\n      role\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessages($userId: ID, $after: Int, $first: Int) {\n    chatMessages(userId: $userId, after: $after, first: $first) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  subscription ChatEvents($userId: ID) {\n    chatEvents(userId: $userId) {\n      type\n      conversationUserId\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation ReplyToChat($input: ReplyToChatInput!) {\n    replyToChat(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.ReplyToChatDocument,
    "\n  mutation SendChatPrompt($input: SendChatPromptInput!) {\n    sendChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatPromptDocument,
    "\n  mutation AnswerChatPrompt($input: AnswerChatPromptInput!) {\n    answerChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.AnswerChatPromptDocument,
    "\n  mutation MarkChatRead($userId: ID) {\n    markChatRead(userId: $userId) {\n      modifiedCount\n    }\n  }\n": types.MarkChatReadDocument,
    "\n  mutation ClearChat($userId: ID!) {\n    clearChat(userId: $userId) {\n      message\n      deletedCount\n    }\n  }\n": types.ClearChatDocument,
    "\n  mutation SetChatTyping($userId: ID, $typing: Boolean!) {\n    setChatTyping(userId: $userId, typing: $typing)\n  }\n": types.SetChatTypingDocument,
    "\n  subscription ChatTypingEvents($userId: ID) {\n    chatTyping(userId: $userId) {\n      conversationUserId\n      role\n      name\n      typing\n      expiresAt\n    }\n  }\n": types.ChatTypingEventsDocument,
    "\n  query ChatUnreadCount {\n    chatUnreadCount\n  }\n": types.ChatUnreadCountDocument,
    "\n  subscription ChatUnreadCountChanged {\n    chatUnreadCountChanged\n  }\n": types.ChatUnreadCountChangedDocument,
    "\n  subscription SupportOnlineChanged {\n    supportOnlineChanged\n  }\n": types.SupportOnlineChangedDocument,
    "\n  fragment ChatSummaryFields on ChatConversationSummary {\n    userId\n    unreadCount\n    lastActivityAt\n    promptsAnswered\n    helpfulAnswers\n    helpfulnessRate\n    removed\n    user {\n      id\n      name\n      email\n    }\n    lastMessage {\n      id\n      seq\n      role\n      kind\n      content\n      createdAt\n    }\n  }\n": types.ChatSummaryFieldsFragmentDoc,
    "\n  query ChatInbox {\n    chatPrompts\n    chatInbox {\n      totalUnread\n      promptsAnswered\n      helpfulAnswers\n      helpfulnessRate\n      conversations {\n        ...ChatSummaryFields\n      }\n    }\n  }\n": types.ChatInboxDocument,
    "\n  subscription ChatInboxChanged {\n    chatInboxChanged {\n      ...ChatSummaryFields\n    }\n  }\n": types.ChatInboxChangedDocument,
    "\n  fragment CartFields on CartView {\n    subtotal\n    totalQuantity\n    items {\n      id\n      itemId\n      productId\n      name\n      price\n      quantity\n      stock\n      imageUrl\n      lineTotal\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...CartFields\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n": types.ClearCartDocument,
    "\n  query CheckoutCart {\n    checkoutCart {\n      ...CartFields\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      walletAmountUsed\n      totalAmount\n      cashOnDelivery\n      cashOnDeliveryLimit\n      walletBalance\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n  }\n": types.QuoteDocument,
    "\n  query ValidatePromoCode($code: String!) {\n    validatePromoCode(code: $code) {\n      code\n      label\n    }\n  }\n": types.ValidatePromoCodeDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      productNames\n      replayed\n      order {\n        ...OrderFields\n      }\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    paymentId\n    provider\n    kind\n    url\n    keyId\n    scriptUrl\n    providerOrderId\n    amount\n  }\n": types.PaymentCheckoutFieldsFragmentDoc,
    "\n  query OrderPayment($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      canRetryPayment\n      payment {\n        status\n        statusLabel\n        holdExpiresAt\n      }\n    }\n  }\n": types.OrderPaymentDocument,
    "\n  mutation RetryOrderPayment($id: ID!) {\n    retryOrderPayment(id: $id) {\n      message\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": types.RetryOrderPaymentDocument,
    "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      email\n      mobileNumber\n      address\n    }\n  }\n": types.CheckoutProfileDocument,
    "\n  query MyOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n": types.MyOrdersDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RequestReturn($id: ID!, $reason: ReturnReason, $details: String) {\n    requestReturn(id: $id, reason: $reason, details: $details) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.RequestReturnDocument,
    "\n  query Wallet {\n    wallet {\n      balance\n      transactions {\n        id\n        type\n        amount\n        description\n        createdAt\n        orderId\n      }\n    }\n  }\n": types.WalletDocument,
    "\n  mutation AddFunds($amount: Float!, $description: String) {\n    addFunds(amount: $amount, description: $description) {\n      balance\n      payment {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n": types.AddFundsDocument,
    "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      id\n      state\n      amount\n      orderId\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  query Notifications {\n    notifications {\n      id\n      type\n      kind\n      message\n      imageUrl\n      totalPrice\n      amountLabel\n      isRead\n      createdAt\n      orderId\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  subscription NotificationCountChanged {\n    notificationCountChanged\n  }\n": types.NotificationCountChangedDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      modifiedCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      message\n    }\n  }\n": types.DeleteNotificationDocument,
    "\n  fragment OrderFields on OrderView {\n    id\n    createdAt\n    deliveredAt\n    status\n    statusLabel\n    canCancel\n    canRequestReturn\n    returnDeadline\n    nextStatus\n    refundPreview {\n      fee\n      refund\n    }\n    refundedAmount\n    feeAmount\n    customer {\n      id\n      name\n      email\n    }\n    items {\n      id\n      productId\n      name\n      price\n      quantity\n      imageUrl\n      lineTotal\n    }\n    shipping {\n      name\n      phone\n      email\n      address\n      city\n      postalCode\n      stateName\n    }\n    business {\n      gstin\n      name\n    }\n    payment {\n      method\n      upiId\n      upiProvider\n      cardLastFour\n    }\n    totals {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      totalAmount\n      walletAmountUsed\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n    returnDetails {\n      reason\n      details\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query OrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      timeline {\n        id\n        at\n        fromStatus\n        toStatus\n        actorRole\n        actorName\n        note\n      }\n    }\n  }\n": types.OrderTimelineDocument,
    "\n  subscription OrderChanged {\n    orderChanged {\n      orderId\n      status\n      kind\n      refundedAmount\n    }\n  }\n": types.OrderChangedDocument,
    "\n  query OrderCreditNotes($id: ID!) {\n    order(id: $id) {\n      id\n      creditNotes {\n        id\n        number\n        issuedAt\n        kind\n        total\n        pdfPath\n      }\n    }\n  }\n": types.OrderCreditNotesDocument,
    "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n": types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation RequestAccountErasure($password: String!) {\n    requestAccountErasure(password: $password) {\n      message\n    }\n  }\n": types.RequestAccountErasureDocument,
    "\n  mutation EraseMyAccount($code: String!) {\n    eraseMyAccount(code: $code) {\n      message\n    }\n  }\n": types.EraseMyAccountDocument,
    "\n  fragment PrivacyNoticeFields on PrivacyNoticeView {\n    version\n    publishedAt\n    fiduciaryName\n    fiduciaryContact\n    officerName\n    officerEmail\n    body\n    retention {\n      data\n      period\n    }\n  }\n": types.PrivacyNoticeFieldsFragmentDoc,
    "\n  query PrivacyNotice {\n    privacyNotice {\n      ...PrivacyNoticeFields\n    }\n  }\n": types.PrivacyNoticeDocument,
    "\n  mutation SubmitPrivacyRequest($input: PrivacyRequestInput!) {\n    submitPrivacyRequest(input: $input) {\n      id\n      dueAt\n    }\n  }\n": types.SubmitPrivacyRequestDocument,
    "\n  query MyNewsletterConsent {\n    myNewsletterConsent {\n      subscribed\n      pending\n      wording\n    }\n    myConsents {\n      purpose\n      granted\n      source\n      noticeVersion\n      at\n    }\n  }\n": types.MyNewsletterConsentDocument,
    "\n  mutation SetNewsletterConsent($granted: Boolean!) {\n    setNewsletterConsent(granted: $granted) {\n      message\n    }\n  }\n": types.SetNewsletterConsentDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      message\n    }\n  }\n": types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      message\n    }\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  query AdminPrivacy($status: String) {\n    privacyRequests(status: $status) {\n      id\n      userId\n      name\n      email\n      kind\n      message\n      status\n      resolution\n      createdAt\n      dueAt\n      acknowledgedAt\n      closedAt\n    }\n    privacyAudit {\n      id\n      at\n      actorRole\n      action\n      subjectId\n      requestId\n      detail\n    }\n  }\n": types.AdminPrivacyDocument,
    "\n  mutation ClosePrivacyRequest($id: ID!, $resolution: String!) {\n    closePrivacyRequest(id: $id, resolution: $resolution) {\n      id\n      status\n      resolution\n      closedAt\n    }\n  }\n": types.ClosePrivacyRequestDocument,
    "\n  mutation PublishPrivacyNotice($input: PrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n": types.PublishPrivacyNoticeDocument,
    "\n  mutation AdminEraseAccount($userId: ID!, $requestId: ID) {\n    adminEraseAccount(userId: $userId, requestId: $requestId) {\n      message\n    }\n  }\n": types.AdminEraseAccountDocument,
    "\n  mutation AdminRequestDataExport($userId: ID!, $requestId: ID) {\n    adminRequestDataExport(userId: $userId, requestId: $requestId) {\n      id\n      status\n      downloadPath\n    }\n  }\n": types.AdminRequestDataExportDocument,
    "\n  mutation SubmitContact($name: String!, $email: String!, $message: String!) {\n    submitContact(name: $name, email: $email, message: $message) {\n      message\n    }\n  }\n": types.SubmitContactDocument,
    "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      storeName\n      logoUrl\n      contactEmail\n    }\n  }\n": types.SiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    address\n    city\n    postalCode\n    stateCode\n    isDefault\n    lastUsedAt\n    preselected\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    address\n    city\n    postalCode\n    stateCode\n    isDefault\n    lastUsedAt\n    preselected\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($input: SaveAddressInput!) {\n    saveAddress(input: $input) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($input: SaveAddressInput!) {\n    saveAddress(input: $input) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      message\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IndianStates {\n    indianStates {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query IndianStates {\n    indianStates {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Admins {\n    admins {\n      id\n      name\n      email\n      status\n      twoFactorEnabled\n      createdAt\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  query Admins {\n    admins {\n      id\n      name\n      email\n      status\n      twoFactorEnabled\n      createdAt\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableAdmin($id: ID!) {\n    disableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisableAdmin($id: ID!) {\n    disableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableAdmin($id: ID!) {\n    enableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation EnableAdmin($id: ID!) {\n    enableAdmin(id: $id) {\n      id\n      status\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryList {\n    categories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hsnCode\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryList {\n    categories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hsnCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n    }\n  }\n"): (typeof documents)["\n  mutation AddCategory($name: String!) {\n    addCategory(name: $name) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      id\n      name\n      slug\n      productCount\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCategory($id: ID!, $name: String!) {\n    renameCategory(id: $id, name: $name) {\n      id\n      name\n      slug\n      productCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCategory($id: ID!) {\n    removeCategory(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCategory($id: ID!) {\n    removeCategory(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryHsn($id: ID!, $hsnCode: String!) {\n    setCategoryHsn(id: $id, hsnCode: $hsnCode) {\n      id\n      hsnCode\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryHsn($id: ID!, $hsnCode: String!) {\n    setCategoryHsn(id: $id, hsnCode: $hsnCode) {\n      id\n      hsnCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    name\n    email\n    mobileNumber\n    address\n    isVerified\n    createdAt\n    ordersCount\n    totalSpent\n    walletBalance\n    lastOrderAt\n  }\n"): (typeof documents)["\n  fragment CustomerFields on Customer {\n    id\n    name\n    email\n    mobileNumber\n    address\n    isVerified\n    createdAt\n    ordersCount\n    totalSpent\n    walletBalance\n    lastOrderAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($input: CustomersInput) {\n    customers(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($input: CustomersInput) {\n    customers(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerCounts {\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerCounts {\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerDetails($id: ID!) {\n    customer(id: $id) {\n      customer {\n        ...CustomerFields\n      }\n      orders {\n        ...OrderFields\n      }\n      wallet {\n        balance\n        transactions {\n          id\n          type\n          amount\n          description\n          orderId\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerDetails($id: ID!) {\n    customer(id: $id) {\n      customer {\n        ...CustomerFields\n      }\n      orders {\n        ...OrderFields\n      }\n      wallet {\n        balance\n        transactions {\n          id\n          type\n          amount\n          description\n          orderId\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackFields on Feedback {\n    id\n    name\n    email\n    message\n    userId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FeedbackFields on Feedback {\n    id\n    name\n    email\n    message\n    userId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedbacks {\n    feedbacks {\n      ...FeedbackFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFeedbacks {\n    feedbacks {\n      ...FeedbackFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeedback($id: ID!) {\n    deleteFeedback(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeedback($id: ID!) {\n    deleteFeedback(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedbackChanged {\n    feedbackChanged {\n      type\n      id\n      feedback {\n        ...FeedbackFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FeedbackChanged {\n    feedbackChanged {\n      type\n      id\n      feedback {\n        ...FeedbackFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvoices($input: AdminInvoicesInput) {\n    adminInvoices(input: $input) {\n      items {\n        id\n        orderId\n        number\n        issuedAt\n        buyerName\n        buyerGstin\n        placeOfSupply\n        placeOfSupplyName\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n        pdfPath\n      }\n      totals {\n        count\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInvoices($input: AdminInvoicesInput) {\n    adminInvoices(input: $input) {\n      items {\n        id\n        orderId\n        number\n        issuedAt\n        buyerName\n        buyerGstin\n        placeOfSupply\n        placeOfSupplyName\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n        pdfPath\n      }\n      totals {\n        count\n        taxableValue\n        cgst\n        sgst\n        igst\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOrders(input: { first: 5, sortBy: DATE, sortDirection: DESC }) {\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n      }\n    }\n    products(first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          price\n          stock\n        }\n      }\n    }\n    outOfStock: products(stock: OUT, first: 1) {\n      totalCount\n    }\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOrders(input: { first: 5, sortBy: DATE, sortDirection: DESC }) {\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n      }\n    }\n    products(first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          price\n          stock\n        }\n      }\n    }\n    outOfStock: products(stock: OUT, first: 1) {\n      totalCount\n    }\n    userCount {\n      totalUsers\n      verifiedUsers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotifications {\n    adminUnreadNotificationCount\n    adminNotifications {\n      id\n      type\n      message\n      orderId\n      productId\n      shopperId\n      isRead\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminNotifications {\n    adminUnreadNotificationCount\n    adminNotifications {\n      id\n      type\n      message\n      orderId\n      productId\n      shopperId\n      isRead\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminNotificationCountChanged {\n    adminNotificationCountChanged\n  }\n"): (typeof documents)["\n  subscription AdminNotificationCountChanged {\n    adminNotificationCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAdminNotificationsRead($ids: [ID!]) {\n    markAdminNotificationsRead(ids: $ids) {\n      modifiedCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAdminNotificationsRead($ids: [ID!]) {\n    markAdminNotificationsRead(ids: $ids) {\n      modifiedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($input: AdminOrdersInput) {\n    adminOrders(input: $input) {\n      total\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($input: AdminOrdersInput) {\n    adminOrders(input: $input) {\n      total\n      summary {\n        totalOrders\n        totalRevenue\n        averageOrderValue\n      }\n      orders {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReturn($id: ID!) {\n    confirmReturn(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReturn($id: ID!) {\n    confirmReturn(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundToOriginalMethod($id: ID!) {\n    refundToOriginalMethod(id: $id) {\n      message\n      order {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundToOriginalMethod($id: ID!) {\n    refundToOriginalMethod(id: $id) {\n      message\n      order {\n        ...OrderFields\n        canRefundToSource\n        refundedToSourceAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPaymentFields on AdminPayment {\n    id\n    purpose\n    provider\n    state\n    amount\n    providerOrderId\n    providerPaymentId\n    method\n    failureReason\n    orderId\n    customerEmail\n    createdAt\n    updatedAt\n    paidAt\n    checkedAt\n    expiresAt\n    canCheckWithProvider\n  }\n"): (typeof documents)["\n  fragment AdminPaymentFields on AdminPayment {\n    id\n    purpose\n    provider\n    state\n    amount\n    providerOrderId\n    providerPaymentId\n    method\n    failureReason\n    orderId\n    customerEmail\n    createdAt\n    updatedAt\n    paidAt\n    checkedAt\n    expiresAt\n    canCheckWithProvider\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($input: AdminPaymentsInput) {\n    adminPayments(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminPaymentFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($input: AdminPaymentsInput) {\n    adminPayments(input: $input) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminPaymentFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayment($id: ID!) {\n    adminPayment(id: $id) {\n      payment {\n        ...AdminPaymentFields\n      }\n      events {\n        id\n        source\n        type\n        providerEventId\n        providerPaymentId\n        amount\n        reason\n        receivedAt\n      }\n      refunds {\n        id\n        amount\n        state\n        providerRefundId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayment($id: ID!) {\n    adminPayment(id: $id) {\n      payment {\n        ...AdminPaymentFields\n      }\n      events {\n        id\n        source\n        type\n        providerEventId\n        providerPaymentId\n        amount\n        reason\n        receivedAt\n      }\n      refunds {\n        id\n        amount\n        state\n        providerRefundId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckPaymentWithProvider($id: ID!) {\n    checkPaymentWithProvider(id: $id) {\n      changed\n      message\n      payment {\n        ...AdminPaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckPaymentWithProvider($id: ID!) {\n    checkPaymentWithProvider(id: $id) {\n      changed\n      message\n      payment {\n        ...AdminPaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    hsnCode\n    imageUrl\n    thumbnailUrl\n    featured\n    averageRating\n    reviewCount\n    lowStock\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    hsnCode\n    imageUrl\n    thumbnailUrl\n    featured\n    averageRating\n    reviewCount\n    lowStock\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($stock: StockFilter, $q: String, $category: String, $first: Int, $after: String) {\n    products(stock: $stock, q: $q, category: $category, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($stock: StockFilter, $q: String, $category: String, $first: Int, $after: String) {\n    products(stock: $stock, q: $q, category: $category, sort: NEWEST, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductCategories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n"): (typeof documents)["\n  query AdminProductCategories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n    reviews(productId: $id) {\n      id\n      productId\n      rating\n      review\n      userName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n    reviews(productId: $id) {\n      id\n      productId\n      rating\n      review\n      userName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminProductUpdated {\n    productUpdated {\n      productId\n      deleted\n      product {\n        ...AdminProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminProductUpdated {\n    productUpdated {\n      productId\n      deleted\n      product {\n        ...AdminProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesFigureFields on SalesFigure {\n    value\n    previous\n    changePercent\n  }\n"): (typeof documents)["\n  fragment SalesFigureFields on SalesFigure {\n    value\n    previous\n    changePercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesAnalytics($range: SalesRange!) {\n    salesAnalytics(range: $range) {\n      range\n      from\n      to\n      hasComparison\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        averageOrderValue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n        shippedOrders {\n          ...SalesFigureFields\n        }\n        deliveredOrders {\n          ...SalesFigureFields\n        }\n        grossRevenue\n        refunds\n        gst\n      }\n      daily {\n        date\n        revenue\n        orders\n      }\n      statuses {\n        status\n        count\n      }\n      topProducts {\n        productId\n        name\n        unitsSold\n        sales\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesAnalytics($range: SalesRange!) {\n    salesAnalytics(range: $range) {\n      range\n      from\n      to\n      hasComparison\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        averageOrderValue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n        shippedOrders {\n          ...SalesFigureFields\n        }\n        deliveredOrders {\n          ...SalesFigureFields\n        }\n        grossRevenue\n        refunds\n        gst\n      }\n      daily {\n        date\n        revenue\n        orders\n      }\n      statuses {\n        status\n        count\n      }\n      topProducts {\n        productId\n        name\n        unitsSold\n        sales\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverviewComparisons {\n    salesAnalytics(range: LAST_30_DAYS) {\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverviewComparisons {\n    salesAnalytics(range: LAST_30_DAYS) {\n      kpis {\n        totalRevenue {\n          ...SalesFigureFields\n        }\n        totalOrders {\n          ...SalesFigureFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SalesChanged {\n    salesChanged {\n      at\n      events\n    }\n  }\n"): (typeof documents)["\n  subscription SalesChanged {\n    salesChanged {\n      at\n      events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($input: LoginInput!) {\n    adminSignIn(input: $input) {\n      next\n      token\n      challenge\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignIn($input: LoginInput!) {\n    adminSignIn(input: $input) {\n      next\n      token\n      challenge\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignInCode($input: TwoFactorCodeInput!) {\n    adminSignInCode(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignInCode($input: TwoFactorCodeInput!) {\n    adminSignInCode(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment($challenge: String) {\n    startTwoFactorEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCodeSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment($challenge: String) {\n    startTwoFactorEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCodeSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSecurity {\n    adminSecurity {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  query AdminSecurity {\n    adminSecurity {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: TwoFactorPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: TwoFactorPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: TwoFactorPasswordInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: TwoFactorPasswordInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdminTwoFactorRequired($required: Boolean!) {\n    setAdminTwoFactorRequired(required: $required) {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n"): (typeof documents)["\n  mutation SetAdminTwoFactorRequired($required: Boolean!) {\n    setAdminTwoFactorRequired(required: $required) {\n      twoFactorEnabled\n      recoveryCodesLeft\n      requireTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    adminSettings {\n      storeName\n      logoUrl\n      contactEmail\n      codLimit\n      emailUser\n      emailPassSet\n      smtpConfigured\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n      promoCodes {\n        ...AdminPromoCodeFields\n      }\n      recentChanges {\n        id\n        section\n        summary\n        actorEmail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    adminSettings {\n      storeName\n      logoUrl\n      contactEmail\n      codLimit\n      emailUser\n      emailPassSet\n      smtpConfigured\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n      promoCodes {\n        ...AdminPromoCodeFields\n      }\n      recentChanges {\n        id\n        section\n        summary\n        actorEmail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    code\n    type\n    value\n    label\n    expiresAt\n    usageLimit\n    usedCount\n  }\n"): (typeof documents)["\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    code\n    type\n    value\n    label\n    expiresAt\n    usageLimit\n    usedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      settings {\n        storeName\n        logoUrl\n        contactEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      settings {\n        storeName\n        logoUrl\n        contactEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailSettings($input: UpdateEmailSettingsInput!) {\n    updateEmailSettings(input: $input) {\n      message\n      smtpLoginOk\n      smtpMessage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailSettings($input: UpdateEmailSettingsInput!) {\n    updateEmailSettings(input: $input) {\n      message\n      smtpLoginOk\n      smtpMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestEmail {\n    sendTestEmail {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestEmail {\n    sendTestEmail {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPromoCode($input: AddPromoCodeInput!) {\n    addPromoCode(input: $input) {\n      message\n      promoCode {\n        ...AdminPromoCodeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddPromoCode($input: AddPromoCodeInput!) {\n    addPromoCode(input: $input) {\n      message\n      promoCode {\n        ...AdminPromoCodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromoCode($code: String!) {\n    deletePromoCode(code: $code) {\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePromoCode($code: String!) {\n    deletePromoCode(code: $code) {\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdminPassword($input: ChangePasswordInput!) {\n    changeAdminPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAdminPassword($input: ChangePasswordInput!) {\n    changeAdminPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSellerSettings($input: UpdateSellerSettingsInput!) {\n    updateSellerSettings(input: $input) {\n      message\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSellerSettings($input: UpdateSellerSettingsInput!) {\n    updateSellerSettings(input: $input) {\n      message\n      seller {\n        legalName\n        address\n        stateCode\n        gstin\n        invoicePrefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n      previousSecretUntil\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n      previousSecretUntil\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {\n    updateWebhookEndpoint(id: $id, changes: $changes) {\n      id\n      name\n      url\n      document\n      eventType\n      paused\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        name\n        previousSecretUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        name\n        previousSecretUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventType\n      state\n      attempts\n      requestBody\n      responseCode\n      error\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventType\n      state\n      attempts\n      requestBody\n      responseCode\n      error\n      createdAt\n      lastAttemptAt\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverFailedWebhooks($endpointId: ID!) {\n    redeliverFailedWebhooks(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation RedeliverFailedWebhooks($endpointId: ID!) {\n    redeliverFailedWebhooks(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    name\n    email\n    mobileNumber\n    address\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyRegistration($input: VerifyCodeInput!) {\n    verifyRegistration(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendRegistrationCode($input: EmailInput!) {\n    resendRegistrationCode(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPasswordResetCode($input: VerifyResetCodeInput!) {\n    verifyPasswordResetCode(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      message\n      pendingEmail\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ipAddress\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      ipAddress\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  subscription AccountUpdated {\n    accountUpdated {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    imageUrl\n    thumbnailUrl\n    averageRating\n    reviewCount\n    lowStock\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    name\n    category\n    price\n    stock\n    description\n    imageUrl\n    thumbnailUrl\n    averageRating\n    reviewCount\n    lowStock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on Review {\n    id\n    productId\n    rating\n    review\n    userName\n    createdAt\n    verifiedBuyer\n  }\n"): (typeof documents)["\n  fragment ReviewFields on Review {\n    id\n    productId\n    rating\n    review\n    userName\n    createdAt\n    verifiedBuyer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $q: String\n    $category: String\n    $featured: Boolean\n    $stock: StockFilter\n    $sort: ProductSort\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $minRating: Int\n    $first: Int\n    $after: String\n  ) {\n    products(\n      q: $q\n      category: $category\n      featured: $featured\n      stock: $stock\n      sort: $sort\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      minRating: $minRating\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $q: String\n    $category: String\n    $featured: Boolean\n    $stock: StockFilter\n    $sort: ProductSort\n    $minPrice: Float\n    $maxPrice: Float\n    $inStock: Boolean\n    $minRating: Int\n    $first: Int\n    $after: String\n  ) {\n    products(\n      q: $q\n      category: $category\n      featured: $featured\n      stock: $stock\n      sort: $sort\n      minPrice: $minPrice\n      maxPrice: $maxPrice\n      inStock: $inStock\n      minRating: $minRating\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      productCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      gallery\n      featured\n      createdAt\n      updatedAt\n      related {\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCardFields\n      gallery\n      featured\n      createdAt\n      updatedAt\n      related {\n        ...ProductCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ReviewFields\n    }\n    product(id: $productId) {\n      id\n      ratingSummary {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ReviewFields\n    }\n    product(id: $productId) {\n      id\n      ratingSummary {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($productId: ID!, $rating: Int, $review: String) {\n    addReview(productId: $productId, rating: $rating, review: $review) {\n      ...ReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($productId: ID!, $rating: Int, $review: String) {\n    addReview(productId: $productId, rating: $rating, review: $review) {\n      ...ReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProductUpdated($id: ID) {\n    productUpdated(id: $id) {\n      productId\n      deleted\n      product {\n        ...ProductCardFields\n        featured\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProductUpdated($id: ID) {\n    productUpdated(id: $id) {\n      productId\n      deleted\n      product {\n        ...ProductCardFields\n        featured\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessageView {\n    id\n    seq\n    conversationUserId\n    role\n    kind\n    content\n    promptType\n    answer\n    awaitingAnswer\n    replyToId\n    clientMessageId\n    isRead\n    createdAt\n    sender {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessageView {\n    id\n    seq\n    conversationUserId\n    role\n    kind\n    content\n    promptType\n    answer\n    awaitingAnswer\n    replyToId\n    clientMessageId\n    isRead\n    createdAt\n    sender {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($userId: ID, $after: Int, $first: Int) {\n    chatMessages(userId: $userId, after: $after, first: $first) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatMessages($userId: ID, $after: Int, $first: Int) {\n    chatMessages(userId: $userId, after: $after, first: $first) {\n      hasMore\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($userId: ID) {\n    chatEvents(userId: $userId) {\n      type\n      conversationUserId\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatEvents($userId: ID) {\n    chatEvents(userId: $userId) {\n      type\n      conversationUserId\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToChat($input: ReplyToChatInput!) {\n    replyToChat(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToChat($input: ReplyToChatInput!) {\n    replyToChat(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatPrompt($input: SendChatPromptInput!) {\n    sendChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatPrompt($input: SendChatPromptInput!) {\n    sendChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerChatPrompt($input: AnswerChatPromptInput!) {\n    answerChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerChatPrompt($input: AnswerChatPromptInput!) {\n    answerChatPrompt(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($userId: ID) {\n    markChatRead(userId: $userId) {\n      modifiedCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatRead($userId: ID) {\n    markChatRead(userId: $userId) {\n      modifiedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearChat($userId: ID!) {\n    clearChat(userId: $userId) {\n      message\n      deletedCount\n    }\n  }\n"): (typeof documents)["\n  mutation ClearChat($userId: ID!) {\n    clearChat(userId: $userId) {\n      message\n      deletedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatTyping($userId: ID, $typing: Boolean!) {\n    setChatTyping(userId: $userId, typing: $typing)\n  }\n"): (typeof documents)["\n  mutation SetChatTyping($userId: ID, $typing: Boolean!) {\n    setChatTyping(userId: $userId, typing: $typing)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatTypingEvents($userId: ID) {\n    chatTyping(userId: $userId) {\n      conversationUserId\n      role\n      name\n      typing\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  subscription ChatTypingEvents($userId: ID) {\n    chatTyping(userId: $userId) {\n      conversationUserId\n      role\n      name\n      typing\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatUnreadCount {\n    chatUnreadCount\n  }\n"): (typeof documents)["\n  query ChatUnreadCount {\n    chatUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatUnreadCountChanged {\n    chatUnreadCountChanged\n  }\n"): (typeof documents)["\n  subscription ChatUnreadCountChanged {\n    chatUnreadCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportOnlineChanged {\n    supportOnlineChanged\n  }\n"): (typeof documents)["\n  subscription SupportOnlineChanged {\n    supportOnlineChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatSummaryFields on ChatConversationSummary {\n    userId\n    unreadCount\n    lastActivityAt\n    promptsAnswered\n    helpfulAnswers\n    helpfulnessRate\n    removed\n    user {\n      id\n      name\n      email\n    }\n    lastMessage {\n      id\n      seq\n      role\n      kind\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ChatSummaryFields on ChatConversationSummary {\n    userId\n    unreadCount\n    lastActivityAt\n    promptsAnswered\n    helpfulAnswers\n    helpfulnessRate\n    removed\n    user {\n      id\n      name\n      email\n    }\n    lastMessage {\n      id\n      seq\n      role\n      kind\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatInbox {\n    chatPrompts\n    chatInbox {\n      totalUnread\n      promptsAnswered\n      helpfulAnswers\n      helpfulnessRate\n      conversations {\n        ...ChatSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatInbox {\n    chatPrompts\n    chatInbox {\n      totalUnread\n      promptsAnswered\n      helpfulAnswers\n      helpfulnessRate\n      conversations {\n        ...ChatSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatInboxChanged {\n    chatInboxChanged {\n      ...ChatSummaryFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChatInboxChanged {\n    chatInboxChanged {\n      ...ChatSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on CartView {\n    subtotal\n    totalQuantity\n    items {\n      id\n      itemId\n      productId\n      name\n      price\n      quantity\n      stock\n      imageUrl\n      lineTotal\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on CartView {\n    subtotal\n    totalQuantity\n    items {\n      id\n      itemId\n      productId\n      name\n      price\n      quantity\n      stock\n      imageUrl\n      lineTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCart {\n    checkoutCart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCart {\n    checkoutCart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      walletAmountUsed\n      totalAmount\n      cashOnDelivery\n      cashOnDeliveryLimit\n      walletBalance\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quote($input: QuoteInput!) {\n    quote(input: $input) {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      walletAmountUsed\n      totalAmount\n      cashOnDelivery\n      cashOnDeliveryLimit\n      walletBalance\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidatePromoCode($code: String!) {\n    validatePromoCode(code: $code) {\n      code\n      label\n    }\n  }\n"): (typeof documents)["\n  query ValidatePromoCode($code: String!) {\n    validatePromoCode(code: $code) {\n      code\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      productNames\n      replayed\n      order {\n        ...OrderFields\n      }\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      productNames\n      replayed\n      order {\n        ...OrderFields\n      }\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    paymentId\n    provider\n    kind\n    url\n    keyId\n    scriptUrl\n    providerOrderId\n    amount\n  }\n"): (typeof documents)["\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    paymentId\n    provider\n    kind\n    url\n    keyId\n    scriptUrl\n    providerOrderId\n    amount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPayment($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      canRetryPayment\n      payment {\n        status\n        statusLabel\n        holdExpiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPayment($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      canRetryPayment\n      payment {\n        status\n        statusLabel\n        holdExpiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOrderPayment($id: ID!) {\n    retryOrderPayment(id: $id) {\n      message\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOrderPayment($id: ID!) {\n    retryOrderPayment(id: $id) {\n      message\n      checkout {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      email\n      mobileNumber\n      address\n    }\n  }\n"): (typeof documents)["\n  query CheckoutProfile {\n    me {\n      id\n      name\n      email\n      mobileNumber\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    orders {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($id: ID!, $reason: ReturnReason, $details: String) {\n    requestReturn(id: $id, reason: $reason, details: $details) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($id: ID!, $reason: ReturnReason, $details: String) {\n    requestReturn(id: $id, reason: $reason, details: $details) {\n      message\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallet {\n    wallet {\n      balance\n      transactions {\n        id\n        type\n        amount\n        description\n        createdAt\n        orderId\n      }\n    }\n  }\n"): (typeof documents)["\n  query Wallet {\n    wallet {\n      balance\n      transactions {\n        id\n        type\n        amount\n        description\n        createdAt\n        orderId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFunds($amount: Float!, $description: String) {\n    addFunds(amount: $amount, description: $description) {\n      balance\n      payment {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFunds($amount: Float!, $description: String) {\n    addFunds(amount: $amount, description: $description) {\n      balance\n      payment {\n        ...PaymentCheckoutFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      id\n      state\n      amount\n      orderId\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      id\n      state\n      amount\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      id\n      type\n      kind\n      message\n      imageUrl\n      totalPrice\n      amountLabel\n      isRead\n      createdAt\n      orderId\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      id\n      type\n      kind\n      message\n      imageUrl\n      totalPrice\n      amountLabel\n      isRead\n      createdAt\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCountChanged {\n    notificationCountChanged\n  }\n"): (typeof documents)["\n  subscription NotificationCountChanged {\n    notificationCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      modifiedCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      modifiedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on OrderView {\n    id\n    createdAt\n    deliveredAt\n    status\n    statusLabel\n    canCancel\n    canRequestReturn\n    returnDeadline\n    nextStatus\n    refundPreview {\n      fee\n      refund\n    }\n    refundedAmount\n    feeAmount\n    customer {\n      id\n      name\n      email\n    }\n    items {\n      id\n      productId\n      name\n      price\n      quantity\n      imageUrl\n      lineTotal\n    }\n    shipping {\n      name\n      phone\n      email\n      address\n      city\n      postalCode\n      stateName\n    }\n    business {\n      gstin\n      name\n    }\n    payment {\n      method\n      upiId\n      upiProvider\n      cardLastFour\n    }\n    totals {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      totalAmount\n      walletAmountUsed\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n    returnDetails {\n      reason\n      details\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on OrderView {\n    id\n    createdAt\n    deliveredAt\n    status\n    statusLabel\n    canCancel\n    canRequestReturn\n    returnDeadline\n    nextStatus\n    refundPreview {\n      fee\n      refund\n    }\n    refundedAmount\n    feeAmount\n    customer {\n      id\n      name\n      email\n    }\n    items {\n      id\n      productId\n      name\n      price\n      quantity\n      imageUrl\n      lineTotal\n    }\n    shipping {\n      name\n      phone\n      email\n      address\n      city\n      postalCode\n      stateName\n    }\n    business {\n      gstin\n      name\n    }\n    payment {\n      method\n      upiId\n      upiProvider\n      cardLastFour\n    }\n    totals {\n      subtotal\n      gstAmount\n      promoDiscount\n      promoCode\n      promoLabel\n      baseTotal\n      totalAmount\n      walletAmountUsed\n      tax {\n        intraState\n        cgst\n        sgst\n        igst\n        secondTaxName\n      }\n    }\n    returnDetails {\n      reason\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      timeline {\n        id\n        at\n        fromStatus\n        toStatus\n        actorRole\n        actorName\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderTimeline($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      timeline {\n        id\n        at\n        fromStatus\n        toStatus\n        actorRole\n        actorName\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderChanged {\n    orderChanged {\n      orderId\n      status\n      kind\n      refundedAmount\n    }\n  }\n"): (typeof documents)["\n  subscription OrderChanged {\n    orderChanged {\n      orderId\n      status\n      kind\n      refundedAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCreditNotes($id: ID!) {\n    order(id: $id) {\n      id\n      creditNotes {\n        id\n        number\n        issuedAt\n        kind\n        total\n        pdfPath\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderCreditNotes($id: ID!) {\n    order(id: $id) {\n      id\n      creditNotes {\n        id\n        number\n        issuedAt\n        kind\n        total\n        pdfPath\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      expiresAt\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountErasure($password: String!) {\n    requestAccountErasure(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountErasure($password: String!) {\n    requestAccountErasure(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMyAccount($code: String!) {\n    eraseMyAccount(code: $code) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EraseMyAccount($code: String!) {\n    eraseMyAccount(code: $code) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrivacyNoticeFields on PrivacyNoticeView {\n    version\n    publishedAt\n    fiduciaryName\n    fiduciaryContact\n    officerName\n    officerEmail\n    body\n    retention {\n      data\n      period\n    }\n  }\n"): (typeof documents)["\n  fragment PrivacyNoticeFields on PrivacyNoticeView {\n    version\n    publishedAt\n    fiduciaryName\n    fiduciaryContact\n    officerName\n    officerEmail\n    body\n    retention {\n      data\n      period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyNotice {\n    privacyNotice {\n      ...PrivacyNoticeFields\n    }\n  }\n"): (typeof documents)["\n  query PrivacyNotice {\n    privacyNotice {\n      ...PrivacyNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPrivacyRequest($input: PrivacyRequestInput!) {\n    submitPrivacyRequest(input: $input) {\n      id\n      dueAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPrivacyRequest($input: PrivacyRequestInput!) {\n    submitPrivacyRequest(input: $input) {\n      id\n      dueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNewsletterConsent {\n    myNewsletterConsent {\n      subscribed\n      pending\n      wording\n    }\n    myConsents {\n      purpose\n      granted\n      source\n      noticeVersion\n      at\n    }\n  }\n"): (typeof documents)["\n  query MyNewsletterConsent {\n    myNewsletterConsent {\n      subscribed\n      pending\n      wording\n    }\n    myConsents {\n      purpose\n      granted\n      source\n      noticeVersion\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNewsletterConsent($granted: Boolean!) {\n    setNewsletterConsent(granted: $granted) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetNewsletterConsent($granted: Boolean!) {\n    setNewsletterConsent(granted: $granted) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrivacy($status: String) {\n    privacyRequests(status: $status) {\n      id\n      userId\n      name\n      email\n      kind\n      message\n      status\n      resolution\n      createdAt\n      dueAt\n      acknowledgedAt\n      closedAt\n    }\n    privacyAudit {\n      id\n      at\n      actorRole\n      action\n      subjectId\n      requestId\n      detail\n    }\n  }\n"): (typeof documents)["\n  query AdminPrivacy($status: String) {\n    privacyRequests(status: $status) {\n      id\n      userId\n      name\n      email\n      kind\n      message\n      status\n      resolution\n      createdAt\n      dueAt\n      acknowledgedAt\n      closedAt\n    }\n    privacyAudit {\n      id\n      at\n      actorRole\n      action\n      subjectId\n      requestId\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePrivacyRequest($id: ID!, $resolution: String!) {\n    closePrivacyRequest(id: $id, resolution: $resolution) {\n      id\n      status\n      resolution\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePrivacyRequest($id: ID!, $resolution: String!) {\n    closePrivacyRequest(id: $id, resolution: $resolution) {\n      id\n      status\n      resolution\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPrivacyNotice($input: PrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPrivacyNotice($input: PrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEraseAccount($userId: ID!, $requestId: ID) {\n    adminEraseAccount(userId: $userId, requestId: $requestId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEraseAccount($userId: ID!, $requestId: ID) {\n    adminEraseAccount(userId: $userId, requestId: $requestId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRequestDataExport($userId: ID!, $requestId: ID) {\n    adminRequestDataExport(userId: $userId, requestId: $requestId) {\n      id\n      status\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRequestDataExport($userId: ID!, $requestId: ID) {\n    adminRequestDataExport(userId: $userId, requestId: $requestId) {\n      id\n      status\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($name: String!, $email: String!, $message: String!) {\n    submitContact(name: $name, email: $email, message: $message) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($name: String!, $email: String!, $message: String!) {\n    submitContact(name: $name, email: $email, message: $message) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($token: String!) {\n    refreshToken(token: $token) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      storeName\n      logoUrl\n      contactEmail\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      storeName\n      logoUrl\n      contactEmail\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;