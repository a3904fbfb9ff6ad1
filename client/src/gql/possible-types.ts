
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Widget": [
      "AgentWidget",
      "AnalyticWidget",
      "BillingWidget",
      "BlogWidget",
      "CrmWidget",
      "EcommerceWidget",
      "FileStorageWidget",
      "HostWidget",
      "NotificationWidget",
      "RbacWidget",
      "SocialWidget",
      "StartupWidget",
      "WebsiteBuilderWidget"
    ]
  }
};
      export default result;
    