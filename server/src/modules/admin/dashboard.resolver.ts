import { Ctx, Extensions, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { listSize } from '../../core/graphql/row-cost.js';
import { DecimalScalar } from '../../core/graphql/scalars.js';
import { WAITING_STATUSES } from '../ecommerce/orders-waiting.js';
import { adminDashboard } from './dashboard.js';

@ObjectType('AdminDashboardCurrency', { description: 'A currency, as prices carry theirs.' })
class DashboardCurrency {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The currency code (usd).' }) slug!: string;
  @Field(() => String, { nullable: true }) symbol?: string | null;
}

@ObjectType('AdminDashboardRevenue', { description: 'What the checkouts of a period paid in one currency.' })
class DashboardRevenue {
  @Field(() => DashboardCurrency) currency!: DashboardCurrency;
  @Field(() => DecimalScalar) amount!: string;
  @Field(() => Int, { description: 'Paid checkouts in this currency.' }) checkouts!: number;
}

@ObjectType('AdminDashboardSales', { description: 'The checkouts paid in a period (an order number and an invoice each).' })
class DashboardSales {
  @Field(() => Int) checkouts!: number;
  @Field(() => [DashboardRevenue], { description: 'Per currency, default currency first: only currencies something was paid in.' })
  revenue!: DashboardRevenue[];
}

@ObjectType('AdminDashboardOrdersWaiting', { description: 'Paid orders waiting for the shop in one status.' })
class DashboardOrdersWaiting {
  @Field(() => String, { description: 'approving, packaging or delivering' }) status!: string;
  @Field(() => Int, { description: 'Checkouts (order numbers) with an order in this status.' }) checkouts!: number;
  @Field(() => Int, { description: 'Orders in this status (a checkout bills one per product).' }) orders!: number;
}

@ObjectType('AdminDashboardCounts', { description: 'How many since the start of today and of this week (UTC).' })
class DashboardCounts {
  @Field(() => Int) today!: number;
  @Field(() => Int) week!: number;
}

@ObjectType('AdminDashboard', { description: "A shop owner's first look: today and this week in UTC (the week from Monday 00:00 UTC)." })
class Dashboard {
  @Field(() => Date, { description: 'Today: from 00:00 UTC.' }) todayStartsAt!: Date;
  @Field(() => Date, { description: 'This week: from Monday 00:00 UTC.' }) weekStartsAt!: Date;
  @Field(() => DashboardSales) paidToday!: DashboardSales;
  @Field(() => DashboardSales) paidThisWeek!: DashboardSales;
  @Field(() => [DashboardOrdersWaiting], { description: 'Every status a paid order waits for the shop in, in the order it moves on.' })
  @Extensions(listSize(WAITING_STATUSES.length))
  ordersWaiting!: DashboardOrdersWaiting[];
  @Field(() => DashboardCounts, { description: 'Forms sent.' }) formRequests!: DashboardCounts;
  @Field(() => DashboardCounts, { description: 'Accounts made (a subject given its first identity).' }) signUps!: DashboardCounts;
}

/** The admin's dashboard over GraphQL; `GET /api/admin/dashboard` answers the same. */
@Resolver()
export class AdminDashboardResolver {
  @Query(() => Dashboard, { description: 'Sales, orders waiting, form requests and sign-ups of today and this week. Administrators only.' })
  adminDashboard(@Ctx() context: RequestContext) {
    return adminDashboard(context);
  }
}
